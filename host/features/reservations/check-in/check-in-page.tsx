import { cx } from '@linaria/core';
import { useCallback, useEffect, useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { hostPaths } from '../../../../shared/domain/paths';
import { reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import { formatStayDates } from '../../../../shared/format/format-stay-dates';
import { Alert } from '../../../../shared/ui/alert';
import { brandBannerClass } from '../../../../shared/ui/brand-banner';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { ReservationLoadError } from '../../../components/reservation-load-error';
import { HotelHeader } from '../../../hotel-header/hotel-header';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { useConfirmationNumberParam } from '../../../services/confirmation-number-param';
import { useReportedReadError } from '../../../services/use-reported-read-error';
import { bannerClass } from '../modify/modify-styles';
import { useShowUpdatedOrder } from '../use-show-updated-order';
import { upcomingReservationKey } from '../use-reservation-order';
import { CheckInForm } from './check-in-form';
import { checkInPageData, useOnlineCheckIn, type OnlineCheckIn } from './use-online-check-in';

/** The room's check-in form is the page's content. */
export const pageData = checkInPageData;

/**
 * `/reservation/check-in-details.mi?confirmationNumber=…` (spec 02 section 2): online check-in of one
 * room while its window is open (the day before arrival and the arrival day, until the guest arrives),
 * and the details it holds after.
 */
export function CheckInPage() {
  const { t } = useMessages();
  const confirmationNumber = useConfirmationNumberParam();
  const checkIn = useOnlineCheckIn(confirmationNumber);
  const navigate = useNavigate();
  const isUnavailable = confirmationNumber === null || checkIn.data === null;
  useEffect(() => {
    if (isUnavailable) navigate(hostPaths.lookupReservation.getHref(), { replace: true });
  }, [isUnavailable, navigate]);
  useReportedReadError(checkIn.error, 'OnlineCheckIn', confirmationNumber);
  if (checkIn.error) return <ReservationLoadError heading={t('reservations.checkIn.heading')} />;
  if (!checkIn.data || !confirmationNumber) return <Skeleton label={t('reservations.checkIn.loading')} lines={8} />;
  return <CheckInDetails checkIn={checkIn.data} confirmationNumber={confirmationNumber} onReadAgain={() => void checkIn.mutate()} />;
}

function CheckInDetails({ checkIn, confirmationNumber, onReadAgain }: { checkIn: OnlineCheckIn; confirmationNumber: string; onReadAgain(): void }) {
  const { t, say } = useMessages();
  const locale = useLocale();
  const headingId = useId();
  const { mutate } = useSWRConfig();
  const showUpdated = useShowUpdatedOrder(confirmationNumber);
  const { room, order } = checkIn;
  const info = room.basicInformation;
  const readAgain = useCallback(() => {
    onReadAgain();
    void mutate(upcomingReservationKey(confirmationNumber));
  }, [mutate, onReadAgain, confirmationNumber]);
  return (
    <>
      <HotelHeader pageKind="postBooking" propertyId={order.property.id} />
      <section className={cx(brandBannerClass, bannerClass)} aria-labelledby={headingId}>
        <h1 id={headingId}>{t('reservations.checkIn.heading')}</h1>
        <p>
          {t('reservations.room.atHotel', { ordinal: room.product.ordinal, hotelName: order.property.basicInformation.name })} ·{' '}
          {formatStayDates(info.checkInDate, info.checkOutDate, locale)} · {t('nights.count', { count: info.nights })} ·{' '}
          {t('reservations.room.confirmationNumberLine', { confirmationNumber })}
        </p>
      </section>
      {checkIn.isOpen ? (
        <CheckInForm checkIn={checkIn} onCheckedIn={(updated) => showUpdated(updated, 'checkedIn')} onReadAgain={readAgain} />
      ) : (
        <Alert tone="warning">{say(reservationErrorRef('CHECK_IN_NOT_AVAILABLE'))}</Alert>
      )}
      <p>
        <Link to={hostPaths.upcomingReservation.getHref(confirmationNumber)}>{t('reservations.links.backToReservation')}</Link>
      </p>
    </>
  );
}
