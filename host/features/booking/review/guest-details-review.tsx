import { useId } from 'react';
import type { CartGuestInfoFieldsFragment } from '../../../../shared/graphql/generated/graphql';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { panelClass } from '../pre-booking/pre-booking-styles';
import { GuestDetailsFacts } from './guest-details-facts';

/** What the guest-info step saved, to be checked before booking. */
export function GuestDetailsReview({ guestInfo }: { guestInfo: CartGuestInfoFieldsFragment }) {
  const { t } = useMessages();
  const headingId = useId();
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reviewDetails.guestDetails.heading')}</h2>
      <GuestDetailsFacts guestInfo={guestInfo} />
    </section>
  );
}
