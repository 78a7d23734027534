import { useId } from 'react';
import useSWR from 'swr';
import { SmsCountryCodesQuery } from '../../../../shared/graphql/operations/guest-info/enrollment';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { requestGraphQl } from '../../../services/graphql';
import { panelClass } from '../pre-booking/pre-booking-styles';
import { useShareConfirmation } from './share-confirmation';
import { ShareByEmailForm } from './share-by-email-form';
import { ShareBySmsForm } from './share-by-sms-form';
import { shareFormsClass } from './share-styles';

const getSmsCountryCodes = async () => (await requestGraphQl(SmsCountryCodesQuery, {})).smsCountryCodes;

/**
 * Share this booking by e-mail and by SMS (spec 7). Offered to a browser that may see the whole order,
 * the only one the server lets share it; the page knows it by the order's contact being given.
 */
export function ShareSection({ confirmationNumber, countryCode }: { confirmationNumber: string; countryCode: string | null }) {
  const { t } = useMessages();
  const headingId = useId();
  const share = useShareConfirmation(confirmationNumber);
  const dialCodes = useSWR('SmsCountryCodes', getSmsCountryCodes, { revalidateOnFocus: false });
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('confirmation.share.heading')}</h2>
      <div className={shareFormsClass}>
        <ShareByEmailForm share={share} />
        {dialCodes.data ? (
          <ShareBySmsForm share={share} smsCountryCodes={dialCodes.data} defaultCountryCode={countryCode} />
        ) : dialCodes.error ? (
          <p>{t('confirmation.share.smsUnavailable')}</p>
        ) : (
          <Skeleton label={t('confirmation.share.smsLoading')} lines={3} />
        )}
      </div>
    </section>
  );
}
