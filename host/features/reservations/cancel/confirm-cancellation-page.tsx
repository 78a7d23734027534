import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { hostPaths } from '../../../../shared/domain/paths';
import { formatMoney } from '../../../../shared/format/format-money';
import { formatStayDates } from '../../../../shared/format/format-stay-dates';
import { config } from '../../../services/config';
import { HotelHeader } from '../../../hotel-header/hotel-header';
import { isCancelledState } from './cancelled-state';
import { ReservationLoadError } from '../../../components/reservation-load-error';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { actionsClass, cardClass, cardListClass } from '../reservation-styles';
import { factsClass } from '../../../../shared/ui/facts-list';
import { isCancelledRoom } from '../reservation-rooms';
import { nightsText, reservationStatusText, roomHeading } from '../../../../shared/format/reservation-texts';
import { useReservationPage, type ReservationOrder, type ReservationRoom, reservationPageData } from '../use-reservation-order';
import { LocalInstant } from '../../../components/local-instant';

/**
 * `/reservation/confirmReservationCancellation.mi?confirmationNumber=…`: after a cancel, the cancelled
 * rooms with their cancellation numbers (spec: cancelled reservation details), the rooms still booked
 * (current reservation details), and a way to book another room at the hotel.
 */
/** The order the address names is the page's content. */
export const pageData = reservationPageData;

export function ConfirmCancellationPage() {
  const page = useReservationPage('ConfirmReservationCancellation');
  if (page.error) return <ReservationLoadError heading="Your cancellation" />;
  if (!page.data || !page.confirmationNumber) return <Skeleton label="Loading your cancellation" lines={6} />;
  return <CancellationConfirmation order={page.data} confirmationNumber={page.confirmationNumber} />;
}

export function cancellationHeading(cancelledCount: number, roomCount: number): string {
  if (cancelledCount === 0) return 'No rooms are cancelled';
  if (cancelledCount === roomCount) return 'Your cancellation is confirmed';
  return cancelledCount === 1 ? 'Room cancelled' : 'Rooms cancelled';
}

function CancellationConfirmation({ order, confirmationNumber }: { order: ReservationOrder; confirmationNumber: string }) {
  const cancelledId = useId();
  const currentId = useId();
  const cancelled = order.items.filter(isCancelledRoom);
  const booked = order.items.filter((room) => !isCancelledRoom(room));
  const hotelName = order.property.basicInformation.name;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { state } = useLocation();
  // Arriving from the cancel modal, focus was in a dialog that is gone: the heading says what happened.
  useEffect(() => {
    if (isCancelledState(state)) headingRef.current?.focus();
  }, [state]);

  return (
    <>
      <HotelHeader pageKind="postBooking" propertyId={order.property.id} />
      <h1 ref={headingRef} tabIndex={-1}>
        {cancellationHeading(cancelled.length, order.items.length)}
      </h1>
      {cancelled.length > 0 ? (
        <section className={cardClass} aria-labelledby={cancelledId}>
          <h2 id={cancelledId}>Cancelled reservation details</h2>
          <ul className={cardListClass}>
            {cancelled.map((room) => (
              <li key={room.basicInformation.confirmationNumber}>
                <CancelledRoom room={room} />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p>Every room of this reservation at {hotelName} is still booked.</p>
      )}
      {booked.length > 0 ? (
        <section className={cardClass} aria-labelledby={currentId}>
          <h2 id={currentId}>Current reservation details</h2>
          <ul className={cardListClass}>
            {booked.map((room) => (
              <li key={room.basicInformation.confirmationNumber}>
                <BookedRoom room={room} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={actionsClass}>
        <Link to={hostPaths.upcomingReservation.getHref(confirmationNumber)}>View your reservation</Link>
        <Link to={hostPaths.hotelOverview.getHref(order.property.seoNickname)}>Book another room</Link>
      </div>
    </>
  );
}

function RoomSummary({ room }: { room: ReservationRoom }) {
  const info = room.basicInformation;
  return (
    <>
      <h3>{roomHeading(room.product.ordinal)}</h3>
      <p>
        {room.product.name}
        <br />
        {formatStayDates(info.checkInDate, info.checkOutDate, config.locale)} · {nightsText(info.nights)}
      </p>
    </>
  );
}

function CancelledRoom({ room }: { room: ReservationRoom }) {
  const { cancellation } = room;
  return (
    <>
      <RoomSummary room={room} />
      <dl className={factsClass}>
        <dt>Confirmation number</dt>
        <dd>{room.basicInformation.confirmationNumber}</dd>
        {cancellation ? (
          <>
            <dt>Cancellation number</dt>
            <dd>{cancellation.cancellationNumber}</dd>
            <dt>Cancelled on</dt>
            <dd><LocalInstant isoDateTime={cancellation.cancelledAt} locale={config.locale} /></dd>
            <dt>Cancellation charge</dt>
            <dd>{cancellation.charge.value === 0 ? `${formatMoney(cancellation.charge, config.locale)} (free cancellation)` : formatMoney(cancellation.charge, config.locale)}</dd>
          </>
        ) : null}
      </dl>
    </>
  );
}

function BookedRoom({ room }: { room: ReservationRoom }) {
  return (
    <>
      <RoomSummary room={room} />
      <dl className={factsClass}>
        <dt>Confirmation number</dt>
        <dd>{room.basicInformation.confirmationNumber}</dd>
        <dt>Status</dt>
        <dd>{reservationStatusText[room.status]}</dd>
        <dt>Room total</dt>
        <dd>{formatMoney(room.charges.total, config.locale)}</dd>
      </dl>
    </>
  );
}
