import { css } from '@linaria/core';
import { Field } from 'react-final-form';
import { useMessages } from '../../../shared/i18n/messages-context';
import { shownError } from '../../../shared/ui/shown-error';
import { TextField } from '../../../shared/ui/text-field';
import { GUEST_NAME_MAX_LENGTH, latinNameError, type GuestNameField } from '../../../shared/validation/latin-name';

/** A group of a join form (who you are, your address, your password), named by its legend. */
export const enrollmentFieldsetClass = css`
  margin: 0 0 1.25rem;
  padding: 0;
  border: none;
  & > legend {
    margin-bottom: 0.75rem;
    padding: 0;
    font-size: 1.125rem;
    font-weight: 600;
  }
`;

const AUTOCOMPLETE: Record<GuestNameField, string> = { firstName: 'given-name', lastName: 'family-name' };

/** A new member's first or last name, checked by the Latin-name rule the booking's guest name follows. */
export function EnrollmentNameField({ name, label, rule }: { name: 'givenName' | 'surname'; label: string; rule: GuestNameField }) {
  const { sayProblem } = useMessages();
  return (
    <Field<string> name={name} validate={(value) => sayProblem(latinNameError(value ?? '', rule))}>
      {({ input, meta }) => <TextField {...input} label={label} autoComplete={AUTOCOMPLETE[rule]} maxLength={GUEST_NAME_MAX_LENGTH} required error={shownError(meta)} />}
    </Field>
  );
}
