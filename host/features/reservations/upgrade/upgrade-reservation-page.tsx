import { cx } from '@linaria/core';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { hostPaths } from '../../../../shared/domain/paths';
import { reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { brandBannerClass } from '../../../../shared/ui/brand-banner';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { ReservationLoadError } from '../../../components/reservation-load-error';
import { HotelHeader } from '../../../hotel-header/hotel-header';
import { useConfirmationNumberParam } from '../../../services/confirmation-number-param';
import { useReportedReadError } from '../../../services/use-reported-read-error';
import { ConfirmChangesDialog, type ProposedChange } from '../modify/confirm-changes-dialog';
import { bannerClass } from '../modify/modify-styles';
import { bookingPolicyText, differenceTextOf } from '../modify/proposed-modify';
import { RoomTermsList } from '../modify/room-terms';
import { cancellationPolicyText } from '../../../../shared/format/cancellation-terms-text';
import { cardClass } from '../reservation-styles';
import { pointsText } from '../reservation-texts';
import { useShowUpdatedOrder } from '../use-show-updated-order';
import { upcomingReservationKey, type ReservationOrder, type ReservationRoom } from '../use-reservation-order';
import { UpgradeOfferCard } from './upgrade-offer-card';
import { upgradePageData, upgradeRoom, useRoomUpgradeOffers, type RoomUpgradeOffer, type RoomUpgradeOffers, type UpgradePrice } from './use-room-upgrade-offers';

/** The room and its upgrade offers are the page's content. */
export const pageData = upgradePageData;

/**
 * `/reservation/upgradeReservation.mi?confirmationNumber=…` (spec 02 section 2, upgrade reservation):
 * the room as booked and the hotel's better rooms for the same stay, each in cash and, for the room's
 * member, in points plus cash; choosing one opens the confirm-changes modal.
 */
export function UpgradeReservationPage() {
  const { t } = useMessages();
  const confirmationNumber = useConfirmationNumberParam();
  const offers = useRoomUpgradeOffers(confirmationNumber);
  const navigate = useNavigate();
  const isUnavailable = confirmationNumber === null || offers.data?.status[0]?.code === 'RESERVATION_NOT_PERMITTED';
  useEffect(() => {
    if (isUnavailable) navigate(hostPaths.lookupReservation.getHref(), { replace: true });
  }, [isUnavailable, navigate]);
  useReportedReadError(offers.error, 'RoomUpgrade', confirmationNumber);
  if (offers.error) return <ReservationLoadError heading={t('reservations.upgrade.heading')} />;
  const data = offers.data;
  if (!data?.order || !data.current || !confirmationNumber) return <Skeleton label={t('reservations.upgrade.loading')} lines={8} />;
  return <RoomUpgrades answer={data} order={data.order} current={data.current} confirmationNumber={confirmationNumber} onReadAgain={() => void offers.mutate()} />;
}

type RoomUpgradesProps = { answer: RoomUpgradeOffers; order: ReservationOrder; current: ReservationRoom; confirmationNumber: string; onReadAgain(): void };

function RoomUpgrades({ answer, order, current, confirmationNumber, onReadAgain }: RoomUpgradesProps) {
  const { t, say } = useMessages();
  const locale = useLocale();
  const headingId = useId();
  const currentHeadingId = useId();
  const offersHeadingId = useId();
  const { mutate } = useSWRConfig();
  const showUpdated = useShowUpdatedOrder(confirmationNumber);
  const [change, setChange] = useState<ProposedChange | null>(null);
  const status = answer.status[0];
  const info = current.basicInformation;

  const choose = (offer: RoomUpgradeOffer, price: UpgradePrice) =>
    setChange({
      updated: {
        roomName: offer.roomType.name,
        ...info,
        total: price.updatedTotal,
        cancellationText: bookingPolicyText(price.cancellationPolicy, { locale, timeZone: order.property.timeZone }, t),
      },
      differenceText: differenceTextOf(price.cashDifference, price.points, locale, t),
      send: (idempotencyKey) =>
        upgradeRoom({ confirmationNumber, orderRevisionNumber: order.orderRevisionNumber, roomTypeCode: offer.roomType.code, payment: price.payment, idempotencyKey }),
    });

  return (
    <>
      <HotelHeader pageKind="postBooking" propertyId={order.property.id} />
      <section className={cx(brandBannerClass, bannerClass)} aria-labelledby={headingId}>
        <h1 id={headingId}>{t('reservations.upgrade.heading')}</h1>
        <p>
          {t('reservations.room.atHotel', { ordinal: current.product.ordinal, hotelName: order.property.basicInformation.name })} ·{' '}
          {t('reservations.room.confirmationNumberLine', { confirmationNumber })}
        </p>
      </section>
      <section className={cardClass} aria-labelledby={currentHeadingId}>
        <h2 id={currentHeadingId}>{t('reservations.currentDetails.heading')}</h2>
        <RoomTermsList
          terms={{ roomName: current.product.name, ...info, total: current.charges.total, cancellationText: cancellationPolicyText(current.cancellationPolicy, { locale, timeZone: order.property.timeZone }, t) }}
        />
      </section>
      <section aria-labelledby={offersHeadingId}>
        <h2 id={offersHeadingId}>{t('reservations.upgrade.offersHeading')}</h2>
        {status && status.code !== 'SUCCESS' ? <ErrorAlert>{say(reservationErrorRef(status.code))}</ErrorAlert> : null}
        {status?.code === 'SUCCESS' && answer.offers.length === 0 ? <p>{t('reservations.upgrade.noOffers')}</p> : null}
        {answer.pointsBalance !== null && answer.pointsBalance !== undefined ? <p>{t('reservations.upgrade.pointsBalance', { points: pointsText(answer.pointsBalance, t) })}</p> : null}
        {answer.offers.map((offer) => (
          <UpgradeOfferCard key={offer.roomType.code} offer={offer} onChoose={choose} />
        ))}
      </section>
      <p>
        <Link to={hostPaths.upcomingReservation.getHref(confirmationNumber)}>{t('reservations.links.backToReservation')}</Link>
      </p>
      <ConfirmChangesDialog
        order={order}
        current={current}
        change={change}
        onClose={() => setChange(null)}
        onChanged={(updated) => showUpdated(updated, 'upgraded')}
        onReadAgain={() => {
          onReadAgain();
          void mutate(upcomingReservationKey(confirmationNumber));
        }}
      />
    </>
  );
}
