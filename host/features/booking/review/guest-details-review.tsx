import { useId } from 'react';
import type { CartGuestInfoFieldsFragment } from '../../../../shared/graphql/generated/graphql';
import { panelClass } from '../pre-booking/pre-booking-styles';
import { GuestDetailsFacts } from './guest-details-facts';

/** What the guest-info step saved, to be checked before booking. */
export function GuestDetailsReview({ guestInfo }: { guestInfo: CartGuestInfoFieldsFragment }) {
  const headingId = useId();
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>Guest details</h2>
      <GuestDetailsFacts guestInfo={guestInfo} />
    </section>
  );
}
