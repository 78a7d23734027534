import { useId } from 'react';
import { formatCalendarDate } from '../../../../shared/format/format-stay-dates';
import { nightsText, occupancyText, roomsText } from '../../../../shared/format/reservation-texts';
import { config } from '../../../services/config';
import { NightlyRatesTable } from './nightly-rates-table';
import { PriceBreakdown } from './price-breakdown';
import { panelClass } from './pre-booking-styles';
import { factsClass } from '../../../../shared/ui/facts-list';
import type { Cart } from './use-cart';

/** "1 room, 2 adults"; with several rooms the guests are per room: "2 rooms, 1 adult, 1 child in each". */
function roomsAndGuestsText({ numRooms, numAdultsPerRoom, numChildrenPerRoom }: Cart['stay']): string {
  const guests = occupancyText(numAdultsPerRoom, numChildrenPerRoom);
  return `${roomsText(numRooms)}, ${guests}${numRooms > 1 ? ' in each' : ''}`;
}

/**
 * The pre-booking summary (spec 2, pre-booking): the hotel, the stay, the room and rate held, each
 * night's rate and what the whole stay costs.
 */
export function PreBookingSummary({ cart }: { cart: Cart }) {
  const headingId = useId();
  const { locale } = config;
  const { stay, roomType, ratePlan } = cart;
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>Your stay</h2>
      <dl className={factsClass}>
        <dt>Hotel</dt>
        <dd>{cart.property.basicInformation.name}</dd>
        <dt>Check-in</dt>
        <dd>{formatCalendarDate(stay.checkInDate, locale)}</dd>
        <dt>Check-out</dt>
        <dd>{formatCalendarDate(stay.checkOutDate, locale)}</dd>
        <dt>Length of stay</dt>
        <dd>{nightsText(stay.lengthOfStay)}</dd>
        <dt>Room</dt>
        <dd>{`${roomType.name}, ${roomType.bedding}`}</dd>
        <dt>Rooms and guests</dt>
        <dd>{roomsAndGuestsText(stay)}</dd>
        <dt>Rate</dt>
        <dd>{rateName(ratePlan)}</dd>
      </dl>
      <NightlyRatesTable nights={cart.nights} />
      <PriceBreakdown cart={cart} />
    </section>
  );
}

/** The rate's name, marked as a member rate unless its name already says so ("Member rate (member rate)"). */
function rateName({ name, isMemberRate }: { name: string; isMemberRate: boolean }): string {
  return isMemberRate && !/member rate/i.test(name) ? `${name} (member rate)` : name;
}
