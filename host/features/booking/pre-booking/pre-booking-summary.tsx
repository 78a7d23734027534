import { useId } from 'react';
import { formatCalendarDate } from '../../../../shared/format/format-stay-dates';
import type { Messages } from '../../../../shared/i18n/messages';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { guestsText } from '../booking-texts';
import { PriceBreakdown } from './price-breakdown';
import { panelClass } from './pre-booking-styles';
import { factsClass } from '../../../../shared/ui/facts-list';
import type { Cart } from './use-cart';

/** "1 room, 2 adults"; with several rooms the guests are per room: "2 rooms, 1 adult, 1 child in each". */
function roomsAndGuestsText({ numRooms, numAdultsPerRoom, numChildrenPerRoom }: Cart['stay'], t: Messages['t']): string {
  const guests = guestsText(numAdultsPerRoom, numChildrenPerRoom, t);
  return numRooms > 1 ? t('preBooking.summary.severalRooms', { rooms: numRooms, guests }) : t('preBooking.summary.oneRoom', { rooms: numRooms, guests });
}

/**
 * The pre-booking summary (spec 2, pre-booking): the hotel, the stay, the room and rate held, and what
 * the whole stay costs, each night's rate on request.
 */
export function PreBookingSummary({ cart }: { cart: Cart }) {
  const headingId = useId();
  const { t } = useMessages();
  const locale = useLocale();
  const { stay, roomType, ratePlan } = cart;
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('preBooking.summary.heading')}</h2>
      <dl className={factsClass}>
        <dt>{t('preBooking.summary.hotel')}</dt>
        <dd>{cart.property.basicInformation.name}</dd>
        <dt>{t('preBooking.summary.checkIn')}</dt>
        <dd>{formatCalendarDate(stay.checkInDate, locale)}</dd>
        <dt>{t('preBooking.summary.checkOut')}</dt>
        <dd>{formatCalendarDate(stay.checkOutDate, locale)}</dd>
        <dt>{t('preBooking.summary.length')}</dt>
        <dd>{t('nights.count', { count: stay.lengthOfStay })}</dd>
        <dt>{t('preBooking.summary.room')}</dt>
        <dd>{t('preBooking.summary.roomValue', { room: roomType.name, bedding: roomType.bedding })}</dd>
        <dt>{t('preBooking.summary.roomsAndGuests')}</dt>
        <dd>{roomsAndGuestsText(stay, t)}</dd>
        <dt>{t('preBooking.summary.rate')}</dt>
        <dd>{rateName(ratePlan, t)}</dd>
      </dl>
      <PriceBreakdown cart={cart} />
    </section>
  );
}

/** The rate's name, marked as a member rate unless its name already says so ("Member rate (member rate)"). */
function rateName({ name, isMemberRate }: { name: string; isMemberRate: boolean }, t: Messages['t']): string {
  return isMemberRate && !/member rate/i.test(name) ? t('preBooking.summary.memberRate', { rate: name }) : name;
}
