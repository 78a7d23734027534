import { getIn } from 'final-form';
import { Field } from 'react-final-form';
import { enrollmentPasswordError } from '../validation/enrollment-rules';
import { PASSWORD_RULES_MAX_LENGTH, passwordRulesHint } from '../validation/password-rules';
import { useMessages } from '../i18n/messages-context';
import { fieldHintClass } from './field-styles';
import { PasswordField } from './password-field';
import { shownError } from './shown-error';

export type NewPasswordFieldsProps = {
  /** The form value that holds the password, e.g. `enrollment.password`. */
  name: string;
  /** The form value that holds its repetition. */
  confirmName: string;
};

/**
 * A new member's password inside a react-final-form form: the spec 5 rules as a hint, every broken rule
 * named on refusal, Show on both fields, and the repetition that must match. Inline enrollment and join
 * and save set a password the same way.
 */
export function NewPasswordFields({ name, confirmName }: NewPasswordFieldsProps) {
  const { t, say, sayProblem } = useMessages();
  return (
    <>
      <Field<string> name={name} validate={(value) => sayProblem(enrollmentPasswordError(value ?? ''))}>
        {({ input, meta }) => (
          <PasswordField {...input} label={t('newPassword.choose')} autoComplete="new-password" maxLength={PASSWORD_RULES_MAX_LENGTH} error={shownError(meta)} />
        )}
      </Field>
      <p className={fieldHintClass}>{say(passwordRulesHint)}</p>
      <Field<string>
        name={confirmName}
        validate={(value, all) => ((value ?? '') === ((getIn(all as object, name) as string | undefined) ?? '') ? undefined : t('newPassword.mismatch'))}
      >
        {({ input, meta }) => <PasswordField {...input} label={t('newPassword.confirm')} autoComplete="new-password" error={shownError(meta)} />}
      </Field>
    </>
  );
}
