import { useId } from 'react';
import { config } from '../../../services/config';
import { bookingCancellationText } from './booking-cancellation-text';
import { panelClass } from './pre-booking-styles';
import type { Cart } from './use-cart';

/** The cart's cancellation policy (spec 7, cancellation policy by cart), in the visitor's time zone. */
export function BookingCancellationPolicy({ policy }: { policy: Cart['cancellationPolicy'] }) {
  const headingId = useId();
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>Cancellation policy</h2>
      <p>{bookingCancellationText(policy, { locale: config.locale })}</p>
    </section>
  );
}
