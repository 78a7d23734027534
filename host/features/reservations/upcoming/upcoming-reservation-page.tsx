import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { hostPaths } from '../../../../shared/domain/paths';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Button } from '../../../../shared/ui/button';
import { HotelHeader } from '../../../hotel-header/hotel-header';
import { myTripsReads } from '../../../services/trip-reads';
import { CancelRoomsDialog } from '../cancel/cancel-rooms-dialog';
import { cancelledState } from '../cancel/cancelled-state';
import { ChargesSummary } from './charges-summary';
import { ReservationBanner } from './reservation-banner';
import { ReservationLoadError } from '../../../components/reservation-load-error';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { actionsClass, cardClass, cardListClass } from '../reservation-styles';
import { isCancellableRoom, type CancelTarget } from '../reservation-rooms';
import { RoomCard } from './room-card';
import { CheckInBanner } from '../../../components/promotions/promotion-cards';
import { RoomStayDetailsDialog } from './room-stay-details-dialog';
import { noticeOf, reservationNoticeKey } from '../reservation-notice';
import { bookAnotherRoomHref } from './book-another-room';
import { Alert, ErrorAlert } from '../../../../shared/ui/alert';
import { useSuiteNightAwardChange } from './use-suite-night-award-change';
import { buttonClass } from '../../../../shared/ui/button';
import { BookerProofPanel, type ProvenOrder } from '../booker-proof/booker-proof-panel';
import { upcomingReservationKey, useReservationPage, type ReservationOrder, type ReservationRoom, reservationPageData } from '../use-reservation-order';

/**
 * `/reservation/upcomingReservation.mi?confirmationNumber=…`: one reservation's order under the hotel
 * header: the banner, a card per room with its stay details and cancel, and the summary of charges.
 */
/** The order the address names is the page's content. */
export const pageData = reservationPageData;

export function UpcomingReservationPage() {
  const { t } = useMessages();
  const page = useReservationPage('UpcomingReservation');
  if (page.error) return <ReservationLoadError heading={t('reservations.upcoming.loadErrorHeading')} />;
  if (!page.data || !page.confirmationNumber) return <Skeleton label={t('reservations.loading.reservation')} lines={8} />;
  return <UpcomingReservation order={page.data} bookerProof={page.data.bookerProof} confirmationNumber={page.confirmationNumber} />;
}

type UpcomingReservationProps = { order: ReservationOrder; bookerProof: ProvenOrder['bookerProof']; confirmationNumber: string };

function UpcomingReservation({ order, bookerProof, confirmationNumber }: UpcomingReservationProps) {
  const { t, say } = useMessages();
  const roomsHeadingId = useId();
  const [detailsRoom, setDetailsRoom] = useState<ReservationRoom | null>(null);
  const [cancelTarget, setCancelTarget] = useState<CancelTarget | null>(null);
  const [isJustProven, setJustProven] = useState(false);
  const provenRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isJustProven) provenRef.current?.focus();
  }, [isJustProven]);
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const navigationNotice = noticeOf(useLocation().state);
  const award = useSuiteNightAwardChange(order, confirmationNumber);
  const notice = award.result && 'notice' in award.result ? award.result.notice : navigationNotice;
  const isOneOfSeveral = order.items.length > 1;
  const cancellableCount = order.items.filter(isCancellableRoom).length;
  // The banner leads to the first room that may check in online; each room's card has its own link too.
  const firstCheckInEligible = order.items.find((room) => room.checkInState === 'CHECK_IN_ELIGIBLE') ?? null;

  const showProven = useCallback(
    async (proven: ProvenOrder) => {
      await mutate(upcomingReservationKey(confirmationNumber), proven, { revalidate: false });
      setJustProven(true);
    },
    [mutate, confirmationNumber],
  );

  const refreshOrder = useCallback(() => void mutate(upcomingReservationKey(confirmationNumber)), [mutate, confirmationNumber]);

  const showCancelled = useCallback(
    async (updated: ReservationOrder | null) => {
      // The answer is the order after the cancel: the confirmation page shows it without reading it again.
      if (updated) await mutate(upcomingReservationKey(confirmationNumber), updated, { revalidate: false });
      void mutate((key) => Array.isArray(key) && myTripsReads.has(key[0]));
      navigate(hostPaths.confirmReservationCancellation.getHref(confirmationNumber), { state: cancelledState });
    },
    [mutate, navigate, confirmationNumber],
  );

  return (
    <>
      <HotelHeader pageKind="postBooking" propertyId={order.property.id} />
      <ReservationBanner order={order} confirmationNumber={confirmationNumber} />
      {notice ? (
        // What the action before this page did: the new page starts here for the eye and the screen reader.
        <div data-page-message>
          <Alert tone="success">{t(reservationNoticeKey[notice])}</Alert>
        </div>
      ) : null}
      {isJustProven ? (
        // The code's field is gone with its panel: the focus goes to what happened.
        <div ref={provenRef} tabIndex={-1}>
          <Alert tone="success">{t('reservations.bookingCode.proven')}</Alert>
        </div>
      ) : null}
      {bookerProof ? <BookerProofPanel confirmationNumber={confirmationNumber} sentTo={bookerProof.sentTo} onProven={(proven) => void showProven(proven)} /> : null}
      {award.result && 'refusal' in award.result ? <ErrorAlert>{say(award.result.refusal)}</ErrorAlert> : null}
      <section className={cardClass} aria-labelledby={roomsHeadingId}>
        <h2 id={roomsHeadingId}>{t('reservations.upcoming.roomsHeading')}</h2>
        {cancellableCount > 1 ? (
          <div className={actionsClass}>
            <Button variant="secondary" aria-haspopup="dialog" onClick={() => setCancelTarget({ kind: 'all' })}>
              {t('reservations.cancel.allRooms')}
            </Button>
          </div>
        ) : null}
        {cancellableCount > 0 ? (
          <div className={actionsClass}>
            {/* Spec 2, book another room: the booking flow for the same hotel and dates, while the stay is ahead. */}
            <Link className={buttonClass} data-variant="secondary" to={bookAnotherRoomHref(order)}>
              {t('reservations.links.bookAnotherRoom')}
            </Link>
          </div>
        ) : null}
        {firstCheckInEligible ? <CheckInBanner href={hostPaths.checkInDetails.getHref(firstCheckInEligible.basicInformation.confirmationNumber)} headingLevel="h3" /> : null}
        <ul className={cardListClass}>
          {order.items.map((room) => (
            <li key={room.basicInformation.confirmationNumber}>
              <RoomCard
                room={room}
                timeZone={order.property.timeZone}
                isOneOfSeveral={isOneOfSeveral}
                onShowStayDetails={setDetailsRoom}
                awardBusy={award.busyRoom === room.basicInformation.confirmationNumber}
                onSuiteNightAward={(chosen, action) => void award.act(chosen, action)}
                onCancel={(chosen) =>
                  setCancelTarget({ kind: 'room', confirmationNumber: chosen.basicInformation.confirmationNumber, ordinal: chosen.product.ordinal })
                }
              />
            </li>
          ))}
        </ul>
      </section>
      <ChargesSummary order={order} />
      <RoomStayDetailsDialog room={detailsRoom} timeZone={order.property.timeZone} onClose={() => setDetailsRoom(null)} />
      <CancelRoomsDialog
        target={cancelTarget}
        confirmationNumber={confirmationNumber}
        isOneOfSeveral={isOneOfSeveral}
        onClose={() => setCancelTarget(null)}
        onCancelled={showCancelled}
        onOrderChanged={refreshOrder}
      />
    </>
  );
}
