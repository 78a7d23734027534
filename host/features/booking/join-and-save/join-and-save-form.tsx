import { useId } from 'react';
import { Field } from 'react-final-form';
import type { JoinNowOptionsQuery, SmsCountryCodesQuery } from '../../../../shared/graphql/generated/graphql';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { EnrollmentConsentFields } from '../../../../shared/ui/enrollment-consent-fields';
import { EnrollmentSmsFields } from '../../../../shared/ui/enrollment-sms-fields';
import { NewPasswordFields } from '../../../../shared/ui/new-password-fields';
import { shownError } from '../../../../shared/ui/shown-error';
import { TextField } from '../../../../shared/ui/text-field';
import { GUEST_EMAIL_MAX_LENGTH, guestEmailError } from '../../../../shared/validation/guest-email';
import { EnrollmentNameField, enrollmentFieldsetClass } from '../../../components/enrollment/enrollment-form-parts';
import { fieldPairClass } from '../../../../shared/ui/form-section';
import type { JoinAndSaveInput, JoinAndSaveOutcome } from './join-and-save-enroll';
import { Form } from '../../../../shared/ui/form';

export type JoinAndSaveFormProps = {
  initialValues: JoinAndSaveInput;
  /** The booker's country: its consents and SMS rule apply. */
  countryCode: string;
  joinNow: JoinNowOptionsQuery['joinNowOptions'];
  smsCountryCodes: SmsCountryCodesQuery['smsCountryCodes'];
  onJoin(values: JoinAndSaveInput): Promise<JoinAndSaveOutcome>;
};

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
          <fieldset className={enrollmentFieldsetClass}>
            <legend id={accountId}>{t('joinAndSave.form.legend')}</legend>
            <div className={fieldPairClass}>
              <EnrollmentNameField name="givenName" label={t('joinAndSave.form.givenName')} rule="firstName" />
              <EnrollmentNameField name="surname" label={t('joinAndSave.form.surname')} rule="lastName" />
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
