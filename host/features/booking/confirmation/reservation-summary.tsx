import { useId } from 'react';
import { formatCalendarDate, nightsBetween } from '../../../../shared/format/format-stay-dates';
import { guestNames, nightsText, occupancyText, roomsText } from '../../../../shared/format/reservation-texts';
import { factsClass } from '../../../../shared/ui/facts-list';
import { config } from '../../../services/config';
import { panelClass } from '../pre-booking/pre-booking-styles';
import type { ConfirmationOrder } from './use-order-confirmation';

/** Spec 2 confirmation "reservation summary": the hotel, the stay, the rooms and who is staying. */
export function ReservationSummary({ order }: { order: ConfirmationOrder }) {
  const headingId = useId();
  const { locale } = config;
  const adults = order.items.reduce((sum, room) => sum + room.basicInformation.adults, 0);
  const children = order.items.reduce((sum, room) => sum + room.basicInformation.children, 0);
  const [bookedBy] = guestNames(order.items.flatMap((room) => room.guestList.filter((guest) => guest.isPrimary)));
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>Reservation summary</h2>
      <dl className={factsClass}>
        <dt>Hotel</dt>
        <dd>{order.property.basicInformation.name}</dd>
        <dt>Check-in</dt>
        <dd>{formatCalendarDate(order.checkInDate, locale)}</dd>
        <dt>Check-out</dt>
        <dd>{formatCalendarDate(order.checkOutDate, locale)}</dd>
        <dt>Length of stay</dt>
        <dd>{nightsText(nightsBetween(order.checkInDate, order.checkOutDate))}</dd>
        <dt>Rooms</dt>
        <dd>{roomsText(order.items.length)}</dd>
        <dt>Guests</dt>
        <dd>{occupancyText(adults, children)}</dd>
        {bookedBy ? (
          <>
            <dt>Booked for</dt>
            <dd>{bookedBy}</dd>
          </>
        ) : null}
        {order.contact ? (
          <>
            <dt>Confirmation e-mail</dt>
            <dd>{order.contact.email}</dd>
          </>
        ) : null}
        {order.travelAgency ? (
          <>
            <dt>Booked through</dt>
            <dd>{`${order.travelAgency.agencyName} (IATA ${order.travelAgency.iataNumber})`}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
