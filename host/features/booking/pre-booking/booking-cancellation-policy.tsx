import { useId } from 'react';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { bookingCancellationText } from './booking-cancellation-text';
import { panelClass } from './pre-booking-styles';
import type { Cart } from './use-cart';

/** The cart's cancellation policy (spec 7, cancellation policy by cart), its deadline in the hotel's time. */
export function BookingCancellationPolicy({ policy, timeZone }: { policy: Cart['cancellationPolicy']; timeZone: string }) {
  const headingId = useId();
  const { t } = useMessages();
  const locale = useLocale();
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('preBooking.cancellation.heading')}</h2>
      <p>{bookingCancellationText(policy, { locale, timeZone }, t)}</p>
    </section>
  );
}
