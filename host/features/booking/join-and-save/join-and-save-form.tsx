import { css } from '@linaria/core';
import { useId } from 'react';
import { Field } from 'react-final-form';
import type { JoinNowOptionsQuery, SmsCountryCodesQuery } from '../../../../shared/graphql/generated/graphql';
import type { Messages } from '../../../../shared/i18n/messages';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { EnrollmentConsentFields } from '../../../../shared/ui/enrollment-consent-fields';
import { EnrollmentSmsFields } from '../../../../shared/ui/enrollment-sms-fields';
import { NewPasswordFields } from '../../../../shared/ui/new-password-fields';
import { shownError } from '../../../../shared/ui/shown-error';
import { TextField } from '../../../../shared/ui/text-field';
import { GUEST_EMAIL_MAX_LENGTH, guestEmailError } from '../../../../shared/validation/guest-email';
import { GUEST_NAME_MAX_LENGTH, latinNameError, type GuestNameField } from '../../../../shared/validation/latin-name';
import type { JoinAndSaveInput, JoinAndSaveOutcome } from './join-and-save-enroll';
import { Form } from '../../../../shared/ui/form';

const pairClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  column-gap: 1rem;
`;

const fieldsetClass = css`
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

export type JoinAndSaveFormProps = {
  initialValues: JoinAndSaveInput;
  /** The booker's country: its consents and SMS rule apply. */
  countryCode: string;
  joinNow: JoinNowOptionsQuery['joinNowOptions'];
  smsCountryCodes: SmsCountryCodesQuery['smsCountryCodes'];
  onJoin(values: JoinAndSaveInput): Promise<JoinAndSaveOutcome>;
};

const nameField = (name: 'givenName' | 'surname', label: string, rule: GuestNameField, autoComplete: string, sayProblem: Messages['sayProblem']) => (
  <Field<string> name={name} validate={(value) => sayProblem(latinNameError(value ?? '', rule))}>
    {({ input, meta }) => <TextField {...input} label={label} autoComplete={autoComplete} maxLength={GUEST_NAME_MAX_LENGTH} error={shownError(meta)} />}
  </Field>
);

/**
 * The join-and-save form: the booking's guest as the new member (prefilled, and theirs to correct), the
 * password by spec 5's rules, an SMS number and the country's consents, each refusal on its field.
 */
export function JoinAndSaveForm({ initialValues, countryCode, joinNow, smsCountryCodes, onJoin }: JoinAndSaveFormProps) {
  const { t, sayProblem } = useMessages();
  const accountId = useId();
  return (
    <Form<JoinAndSaveInput>
      initialValues={initialValues}
      onSubmit={async (values) => {
        const outcome = await onJoin(values);
        return outcome.status === 'refused' ? outcome.errors : undefined;
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate>
          <fieldset className={fieldsetClass}>
            <legend id={accountId}>{t('joinAndSave.form.legend')}</legend>
            <div className={pairClass}>
              {nameField('givenName', t('joinAndSave.form.givenName'), 'firstName', 'given-name', sayProblem)}
              {nameField('surname', t('joinAndSave.form.surname'), 'lastName', 'family-name', sayProblem)}
            </div>
            <Field<string> name="email" validate={(value) => sayProblem(guestEmailError(value ?? ''))}>
              {({ input, meta }) => (
                <TextField {...input} type="email" label={t('joinAndSave.form.email')} autoComplete="email" maxLength={GUEST_EMAIL_MAX_LENGTH} error={shownError(meta)} />
              )}
            </Field>
            <NewPasswordFields name="password" confirmName="confirmPassword" />
            <EnrollmentSmsFields countryName="smsCountryCode" numberName="smsNumber" smsCountryCodes={smsCountryCodes} countryCode={countryCode} />
          </fieldset>
          <EnrollmentConsentFields name="consents" joinNow={joinNow} />
          {submitError ? <ErrorAlert>{submitError as string}</ErrorAlert> : null}
          <Button type="submit" isBusy={submitting}>
            {t('joinAndSave.form.submit')}
          </Button>
        </form>
      )}
    />
  );
}
