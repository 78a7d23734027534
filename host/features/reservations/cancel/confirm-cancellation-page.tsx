import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { hostPaths } from '../../../../shared/domain/paths';
import { formatMoney } from '../../../../shared/format/format-money';
import { formatStayDates } from '../../../../shared/format/format-stay-dates';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import type { Messages } from '../../../../shared/i18n/messages';
import { HotelHeader } from '../../../hotel-header/hotel-header';
import { isCancelledState } from './cancelled-state';
import { ReservationLoadError } from '../../../components/reservation-load-error';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { actionsClass, cardClass, cardListClass } from '../reservation-styles';
import { factsClass } from '../../../../shared/ui/facts-list';
import { formatInstant } from '../../../../shared/time/format-instant';
import { isCancelledRoom } from '../reservation-rooms';
import { reservationStatusKey } from '../reservation-texts';
import { useReservationPage, type ReservationOrder, type ReservationRoom, reservationPageData } from '../use-reservation-order';

/**
 * `/reservation/confirmReservationCancellation.mi?confirmationNumber=…`: after a cancel, the cancelled
 * rooms with their cancellation numbers (spec: cancelled reservation details), the rooms still booked
 * (current reservation details), and a way to book another room at the hotel.
 */
/** The order the address names is the page's content. */
export const pageData = reservationPageData;

export function ConfirmCancellationPage() {
  const { t } = useMessages();
  const page = useReservationPage('ConfirmReservationCancellation');
  if (page.error) return <ReservationLoadError heading={t('reservations.cancellation.loadErrorHeading')} />;
  if (!page.data || !page.confirmationNumber) return <Skeleton label={t('reservations.cancellation.loading')} lines={6} />;
  return <CancellationConfirmation order={page.data} confirmationNumber={page.confirmationNumber} />;
}

export function cancellationHeading(cancelledCount: number, roomCount: number, t: Messages['t']): string {
  if (cancelledCount === 0) return t('reservations.cancellation.headingNone');
  if (cancelledCount === roomCount) return t('reservations.cancellation.headingAll');
  return t('reservations.cancellation.headingSome', { count: cancelledCount });
}

function CancellationConfirmation({ order, confirmationNumber }: { order: ReservationOrder; confirmationNumber: string }) {
  const { t } = useMessages();
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
        {cancellationHeading(cancelled.length, order.items.length, t)}
      </h1>
      {cancelled.length > 0 ? (
        <section className={cardClass} aria-labelledby={cancelledId}>
          <h2 id={cancelledId}>{t('reservations.cancellation.cancelledDetails')}</h2>
          <ul className={cardListClass}>
            {cancelled.map((room) => (
              <li key={room.basicInformation.confirmationNumber}>
                <CancelledRoom room={room} timeZone={order.property.timeZone} />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p>{t('reservations.cancellation.allStillBooked', { hotelName })}</p>
      )}
      {booked.length > 0 ? (
        <section className={cardClass} aria-labelledby={currentId}>
          <h2 id={currentId}>{t('reservations.currentDetails.heading')}</h2>
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
        <Link to={hostPaths.upcomingReservation.getHref(confirmationNumber)}>{t('reservations.cancellation.viewReservation')}</Link>
        <Link to={hostPaths.hotelOverview.getHref(order.property.seoNickname)}>{t('reservations.links.bookAnotherRoom')}</Link>
      </div>
    </>
  );
}

function RoomSummary({ room }: { room: ReservationRoom }) {
  const { t } = useMessages();
  const locale = useLocale();
  const info = room.basicInformation;
  return (
    <>
      <h3>{t('reservations.room.heading', { ordinal: room.product.ordinal })}</h3>
      <p>
        {room.product.name}
        <br />
        {formatStayDates(info.checkInDate, info.checkOutDate, locale)} · {t('nights.count', { count: info.nights })}
      </p>
    </>
  );
}

function CancelledRoom({ room, timeZone }: { room: ReservationRoom; timeZone: string }) {
  const { t } = useMessages();
  const locale = useLocale();
  const { cancellation } = room;
  return (
    <>
      <RoomSummary room={room} />
      <dl className={factsClass}>
        <dt>{t('reservations.facts.confirmationNumber')}</dt>
        <dd>{room.basicInformation.confirmationNumber}</dd>
        {cancellation ? (
          <>
            <dt>{t('reservations.facts.cancellationNumber')}</dt>
            <dd>{cancellation.cancellationNumber}</dd>
            <dt>{t('reservations.facts.cancelledOn')}</dt>
            <dd>{formatInstant(cancellation.cancelledAt, locale, timeZone)}</dd>
            <dt>{t('reservations.facts.cancellationCharge')}</dt>
            <dd>
              {cancellation.charge.value === 0
                ? t('reservations.cancellation.freeCharge', { charge: formatMoney(cancellation.charge, locale) })
                : formatMoney(cancellation.charge, locale)}
            </dd>
          </>
        ) : null}
      </dl>
    </>
  );
}

function BookedRoom({ room }: { room: ReservationRoom }) {
  const { t } = useMessages();
  const locale = useLocale();
  return (
    <>
      <RoomSummary room={room} />
      <dl className={factsClass}>
        <dt>{t('reservations.facts.confirmationNumber')}</dt>
        <dd>{room.basicInformation.confirmationNumber}</dd>
        <dt>{t('reservations.facts.status')}</dt>
        <dd>{t(reservationStatusKey[room.status])}</dd>
        <dt>{t('reservations.facts.roomTotal')}</dt>
        <dd>{formatMoney(room.charges.total, locale)}</dd>
      </dl>
    </>
  );
}
