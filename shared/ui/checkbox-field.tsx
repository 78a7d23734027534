import { css } from '@linaria/core';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy } from './field-styles';
import { FieldError } from './field-error';
import { colors } from './theme';

const rootClass = css`
  margin-bottom: 0.75rem;
`;

const rowClass = css`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  min-height: 44px;
  & > input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${colors.brand};
  }
  & > input[aria-invalid='true'] {
    outline: 2px solid ${colors.error};
    outline-offset: 1px;
  }
`;

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value'> & {
  /** The value a box of a group stands for; a lone yes/no box's form library may pass its boolean, which is ignored. */
  value?: string | boolean | undefined;
  /** The box's words; a link inside them stays its own focus stop. */
  label: ReactNode;
  error?: string | undefined;
  inputRef?: React.Ref<HTMLInputElement>;
};

/** A checkbox with its label beside it and its error tied to it through `aria-describedby`. */
export function CheckboxField({ label, error, inputRef, value, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={rootClass}>
      <div className={rowClass}>
        <input {...input} value={typeof value === 'string' ? value : undefined} ref={inputRef} id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { error })} />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
