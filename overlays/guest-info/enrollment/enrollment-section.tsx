import { useEffect, useRef } from 'react';
import { Field, useForm } from 'react-final-form';
import useSWR from 'swr';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import type { JoinNowOptionsQuery as JoinNowOptionsQueryResult } from '../../../shared/graphql/generated/graphql';
import { JoinNowOptionsQuery, SmsCountryCodesQuery } from '../../../shared/graphql/operations/guest-info/enrollment';
import { Alert } from '../../../shared/ui/alert';
import { CheckboxField } from '../../../shared/ui/checkbox-field';
import { SelectField } from '../../../shared/ui/select-field';
import { Skeleton } from '../../../shared/ui/skeleton';
import { PasswordField } from '../../../shared/ui/password-field';
import { TextField } from '../../../shared/ui/text-field';
import { enrollmentConsentError, enrollmentCountryError, enrollmentPasswordError, isEnrollmentProhibited } from '../../../shared/validation/enrollment-rules';
import { PASSWORD_RULES_MAX_LENGTH, passwordRules } from '../../../shared/validation/password-rules';
import { enrollmentSmsNumberError, SMS_MAX_DIGITS } from '../../../shared/validation/phone-number';
import { stripNonDigits } from '../../../shared/validation/text-patterns';
import { hintClass } from '../components/form-styles';
import { shownError } from '../components/shown-error';
import type { GuestInfoInput } from '../form/guest-info-values';

const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
const passwordHint = `Your password needs: ${passwordRules.map((rule) => rule.label.toLowerCase()).join('; ')}.`;

/** Spec 2 "inline enrollment": the account fields a visitor adds to join while booking. Loaded only once "Join" is ticked. */
export function EnrollmentSection({ request, countryCode }: { request: GraphQlRequest; countryCode: string }) {
  const isProhibited = isEnrollmentProhibited(countryCode);
  const options = useSWR(countryCode && !isProhibited ? ['JoinNowOptions', countryCode] : null, ([, code]) => request(JoinNowOptionsQuery, { countryCode: code }), swrOptions);
  const dialCodes = useSWR(isProhibited ? null : 'SmsCountryCodes', () => request(SmsCountryCodesQuery, {}), swrOptions);
  useDefaultConsents(options.data?.joinNowOptions);

  if (!countryCode) return <p className={hintClass}>Choose your country or region above to see how to join.</p>;
  const joinNow = options.data?.joinNowOptions;
  if (isProhibited || joinNow?.isEnrollmentAvailable === false) {
    const message = enrollmentCountryError(isProhibited ? countryCode : 'CU');
    return (
      <Field name="enrollment.unavailable" validate={() => message ?? undefined} subscription={{}}>
        {() => <Alert tone="warning">{message}</Alert>}
      </Field>
    );
  }
  const smsCountryCodes = dialCodes.data?.smsCountryCodes;
  if (!joinNow || !smsCountryCodes) return <Skeleton label="Loading the joining options" lines={3} />;
  const requiredConsents = joinNow.consents.filter((consent) => consent.isRequired).map((consent) => consent.code);
  const validateConsents = (given: string[] | undefined) => {
    const hasGivenAll = requiredConsents.every((code) => given?.includes(code));
    if (hasGivenAll) return undefined;
    return enrollmentConsentError(joinNow.requiresExplicitOptIn ? countryCode : 'GB', false) ?? undefined;
  };

  return (
    <>
      <Field<string> name="enrollment.password" validate={(value) => enrollmentPasswordError(value ?? '') ?? undefined}>
        {({ input, meta }) => (
          <PasswordField {...input} label="Choose a password" autoComplete="new-password" maxLength={PASSWORD_RULES_MAX_LENGTH} error={shownError(meta)} />
        )}
      </Field>
      <p className={hintClass}>{passwordHint}</p>
      <Field<string>
        name="enrollment.confirmPassword"
        validate={(value, all) => ((value ?? '') === (all as GuestInfoInput).enrollment.password ? undefined : 'The passwords do not match.')}
      >
        {({ input, meta }) => <PasswordField {...input} label="Confirm the password" autoComplete="new-password" error={shownError(meta)} />}
      </Field>
      <Field<string> name="enrollment.smsCountryCode">
        {({ input }) => (
          <SelectField
            {...input}
            label="Mobile number country code"
            options={smsCountryCodes.map((item) => ({ value: item.countryCode, label: `${item.name} (+${item.dialCode})` }))}
          />
        )}
      </Field>
      <Field<string>
        name="enrollment.smsNumber"
        parse={(value) => stripNonDigits(value ?? '')}
        validate={(value, all) => enrollmentSmsNumberError(value ?? '', (all as GuestInfoInput).enrollment.smsCountryCode || countryCode) ?? undefined}
      >
        {({ input, meta }) => (
          <TextField {...input} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={SMS_MAX_DIGITS} label="Mobile number for text messages (optional)" error={shownError(meta)} />
        )}
      </Field>
      {joinNow.consents.length ? (
        <fieldset>
          <legend>{joinNow.requiresExplicitOptIn ? 'Your consent (tick each box you agree to)' : 'Your consent'}</legend>
          {joinNow.consents.map((consent, index) => (
            <Field<string>
              key={consent.code}
              name="enrollment.consents"
              type="checkbox"
              value={consent.code}
              validate={index === 0 ? (value) => validateConsents(value as unknown as string[]) : undefined}
            >
              {({ input, meta }) => <CheckboxField {...input} label={consent.label} error={index === 0 ? shownError(meta) : undefined} />}
            </Field>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}

type JoinNowOptions = JoinNowOptionsQueryResult['joinNowOptions'];

/**
 * Ticks the boxes the server says start ticked, each time the country's options arrive: a new country
 * has its own rules (an enhanced opt-in country starts with none). Consents a restored draft holds are
 * kept the first time.
 */
function useDefaultConsents(joinNow: JoinNowOptions | undefined) {
  const form = useForm<GuestInfoInput>();
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!joinNow || appliedFor.current === joinNow.countryCode) return;
    const isFirst = appliedFor.current === null;
    appliedFor.current = joinNow.countryCode;
    const { enrollment } = form.getState().values;
    if (isFirst && enrollment.consents.length > 0) return;
    const defaults = joinNow.consents.filter((consent) => consent.isCheckedByDefault).map((consent) => consent.code);
    form.change('enrollment', { ...enrollment, consents: defaults });
  }, [form, joinNow]);
}
