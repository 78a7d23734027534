import { useId } from 'react';
import { formatCalendarDate, nightsBetween } from '../../../../shared/format/format-stay-dates';
import { guestNames } from '../../../../shared/format/guest-names';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { factsClass } from '../../../../shared/ui/facts-list';
import { panelClass } from '../pre-booking/pre-booking-styles';
import { occupancyText, roomsText } from './checkout-texts';
import type { ConfirmationOrder } from './use-order-confirmation';
import { LeftToRightText } from '../../../../shared/ui/left-to-right-text';

/** Spec 2 confirmation "reservation summary": the hotel, the stay, the rooms and who is staying. */
export function ReservationSummary({ order }: { order: ConfirmationOrder }) {
  const headingId = useId();
  const { t } = useMessages();
  const locale = useLocale();
  const adults = order.items.reduce((sum, room) => sum + room.basicInformation.adults, 0);
  const children = order.items.reduce((sum, room) => sum + room.basicInformation.children, 0);
  const [bookedBy] = guestNames(order.items.flatMap((room) => room.guestList.filter((guest) => guest.isPrimary)));
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('confirmation.summary.heading')}</h2>
      <dl className={factsClass}>
        <dt>{t('confirmation.summary.hotel')}</dt>
        <dd>
          <bdi>{order.property.basicInformation.name}</bdi>
        </dd>
        <dt>{t('confirmation.summary.checkIn')}</dt>
        <dd>{formatCalendarDate(order.checkInDate, locale)}</dd>
        <dt>{t('confirmation.summary.checkOut')}</dt>
        <dd>{formatCalendarDate(order.checkOutDate, locale)}</dd>
        <dt>{t('confirmation.summary.length')}</dt>
        <dd>{t('nights.count', { count: nightsBetween(order.checkInDate, order.checkOutDate) })}</dd>
        <dt>{t('confirmation.summary.rooms')}</dt>
        <dd>{roomsText(t, order.items.length)}</dd>
        <dt>{t('confirmation.summary.guests')}</dt>
        <dd>{occupancyText(t, adults, children)}</dd>
        {bookedBy ? (
          <>
            <dt>{t('confirmation.summary.bookedFor')}</dt>
            <dd>
              <bdi>{bookedBy}</bdi>
            </dd>
          </>
        ) : null}
        {order.contact ? (
          <>
            <dt>{t('confirmation.summary.email')}</dt>
            <dd>
              <bdi>{order.contact.email}</bdi>
            </dd>
          </>
        ) : null}
        {order.contact?.phoneDisplay ? (
          <>
            <dt>{t('confirmation.summary.phone')}</dt>
            <dd>
              <LeftToRightText text={order.contact.phoneDisplay} />
            </dd>
          </>
        ) : null}
        {order.travelAgency ? (
          <>
            <dt>{t('confirmation.summary.bookedThrough')}</dt>
            <dd>{t('checkout.travelAgency', { agencyName: order.travelAgency.agencyName, iataNumber: order.travelAgency.iataNumber })}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
