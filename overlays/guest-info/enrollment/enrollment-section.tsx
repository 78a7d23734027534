import { Field } from 'react-final-form';
import useSWR from 'swr';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { JoinNowOptionsQuery, SmsCountryCodesQuery } from '../../../shared/graphql/operations/guest-info/enrollment';
import { Alert } from '../../../shared/ui/alert';
import { EnrollmentConsentFields } from '../../../shared/ui/enrollment-consent-fields';
import { EnrollmentSmsFields } from '../../../shared/ui/enrollment-sms-fields';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields';
import { Skeleton } from '../../../shared/ui/skeleton';
import { enrollmentNotAvailable, isEnrollmentProhibited } from '../../../shared/validation/enrollment-rules';
import { useMessages } from '../../../shared/i18n/messages-context';
import { hintClass } from '../components/form-styles';

const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** Spec 2 "inline enrollment": the account fields a visitor adds to join while booking. Loaded only once "Join" is ticked. */
export function EnrollmentSection({ request, countryCode }: { request: GraphQlRequest; countryCode: string }) {
  const { t, say } = useMessages();
  const isProhibited = isEnrollmentProhibited(countryCode);
  const options = useSWR(countryCode && !isProhibited ? ['JoinNowOptions', countryCode] : null, ([, code]) => request(JoinNowOptionsQuery, { countryCode: code }), swrOptions);
  const dialCodes = useSWR(isProhibited ? null : 'SmsCountryCodes', () => request(SmsCountryCodesQuery, {}), swrOptions);

  if (!countryCode) return <p className={hintClass}>{t('guestInfo.enrollment.chooseCountry')}</p>;
  const joinNow = options.data?.joinNowOptions;
  if (isProhibited || joinNow?.isEnrollmentAvailable === false) {
    // Prohibited by the rules or closed by the server, joining is unavailable in the same words.
    const message = say(enrollmentNotAvailable);
    return (
      <Field name="enrollment.unavailable" validate={() => message} subscription={{}}>
        {() => <Alert tone="warning">{message}</Alert>}
      </Field>
    );
  }
  const smsCountryCodes = dialCodes.data?.smsCountryCodes;
  if (!joinNow || !smsCountryCodes) return <Skeleton label={t('guestInfo.enrollment.loading')} lines={3} />;
  return (
    <>
      <NewPasswordFields name="enrollment.password" confirmName="enrollment.confirmPassword" />
      <EnrollmentSmsFields countryName="enrollment.smsCountryCode" numberName="enrollment.smsNumber" smsCountryCodes={smsCountryCodes} countryCode={countryCode} />
      <EnrollmentConsentFields name="enrollment.consents" joinNow={joinNow} />
    </>
  );
}

