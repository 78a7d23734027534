import { useRef } from 'react';
import { Field, useField } from 'react-final-form';
import useSWR from 'swr';
import { JoinNowOptionsQuery } from '../../../../shared/graphql/operations/guest-info/enrollment';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { EnrollmentConsentFields } from '../../../../shared/ui/enrollment-consent-fields';
import { Form } from '../../../../shared/ui/form';
import { KeepTypedBeforeHydration } from '../../../../shared/ui/keep-typed-before-hydration';
import { NewPasswordFields } from '../../../../shared/ui/new-password-fields';
import { shownError } from '../../../../shared/ui/shown-error';
import { TextField } from '../../../../shared/ui/text-field';
import { isEnrollmentProhibited } from '../../../../shared/validation/enrollment-rules';
import { GUEST_EMAIL_MAX_LENGTH, guestEmailError } from '../../../../shared/validation/guest-email';
import { AddressFields, type AddressCountry } from '../../../components/address/address-fields';
import { EnrollmentNameField, enrollmentFieldsetClass } from '../../../components/enrollment/enrollment-form-parts';
import { fieldPairClass } from '../../../../shared/ui/form-section';
import { requestGraphQl } from '../../../services/graphql';
import { EMPTY_JOIN_VALUES, joinAddressErrors, type JoinValues } from './join-values';


const swrOptions = { revalidateOnFocus: false } as const;

export type JoinFormProps = {
  countries: readonly AddressCountry[];
  onJoin(values: JoinValues): Promise<Record<string, unknown> | undefined>;
  initialValues?: JoinValues;
};

/**
 * The join form: who the member is, their address by their country's rules, a password by spec 5's, and
 * the consents their country asks for. Each refusal, the page's or the server's, is on its field.
 */
export function JoinForm({ countries, onJoin, initialValues = EMPTY_JOIN_VALUES }: JoinFormProps) {
  const { t, sayProblem } = useMessages();
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Form<JoinValues>
      initialValues={initialValues}
      validate={(values) => {
        const address = Object.fromEntries(Object.entries(joinAddressErrors(values.address)).map(([part, problem]) => [part, sayProblem(problem)]));
        return Object.keys(address).length ? { address } : {};
      }}
      onSubmit={onJoin}
      render={({ handleSubmit, submitting, submitError }) => (
        <form ref={formRef} onSubmit={handleSubmit} noValidate>
          <fieldset className={enrollmentFieldsetClass}>
            <legend>{t('account.join.aboutYou')}</legend>
            <div className={fieldPairClass}>
              <EnrollmentNameField name="givenName" label={t('account.join.givenName')} rule="firstName" />
              <EnrollmentNameField name="surname" label={t('account.join.surname')} rule="lastName" />
            </div>
            <Field<string> name="email" validate={(value) => sayProblem(guestEmailError(value ?? ''))}>
              {({ input, meta }) => (
                <TextField {...input} type="email" label={t('account.join.email')} autoComplete="email" maxLength={GUEST_EMAIL_MAX_LENGTH} required error={shownError(meta)} />
              )}
            </Field>
          </fieldset>
          <AddressFields countries={countries} legend={t('account.join.address')} />
          <fieldset className={enrollmentFieldsetClass}>
            <legend>{t('account.join.password')}</legend>
            <NewPasswordFields name="password" confirmName="confirmPassword" />
          </fieldset>
          <CountryConsents />
          {submitError ? <ErrorAlert>{submitError as string}</ErrorAlert> : null}
          <Button type="submit" isBusy={submitting}>
            {t('account.join.submit')}
          </Button>
          <KeepTypedBeforeHydration formRef={formRef} />
        </form>
      )}
    />
  );
}

/** The consents of the chosen country (spec 7's join-now options), once it is one whose residents may join. */
function CountryConsents() {
  const countryCode = useField<string>('address.countryCode', { subscription: { value: true } }).input.value;
  const isOpen = Boolean(countryCode) && !isEnrollmentProhibited(countryCode);
  const joinNow = useSWR(isOpen ? ['JoinNowOptions', countryCode] : null, async ([, code]) => (await requestGraphQl(JoinNowOptionsQuery, { countryCode: code })).joinNowOptions, swrOptions);
  return joinNow.data ? <EnrollmentConsentFields name="consents" joinNow={joinNow.data} /> : null;
}
