import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { hostPaths } from '../../../../shared/domain/paths';
import { ReservationErrorKey } from '../../../../shared/domain/reservation-errors';
import { formatStayDates } from '../../../../shared/format/format-stay-dates';
import { graphQlErrorCode } from '../../../../shared/graphql/graphql-error-code';
import { SaveReservationToMyTripsMutation } from '../../../../shared/graphql/operations/checkout/confirmation';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { Alert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { factsClass } from '../../../../shared/ui/facts-list';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { useUserDetails } from '../../../auth/use-user-details';
import { ReservationLoadError } from '../../../components/reservation-load-error';
import { useConfirmationNumberParam } from '../../../services/confirmation-number-param';
import { requestGraphQl } from '../../../services/graphql';
import { reportReservationError } from '../../../services/report-reservation-error';
import { withStatusMessage } from '../../../services/status-message-state';
import { myTripsReads } from '../../../services/trip-reads';
import { useReportedReadError } from '../../../services/use-reported-read-error';
import { listText } from '../confirmation/checkout-texts';
import { ConfirmationUnavailable } from '../confirmation/confirmation-unavailable';
import { orderConfirmationKey, useOrderConfirmation, type ConfirmationOrder } from '../confirmation/use-order-confirmation';
import { panelClass } from '../pre-booking/pre-booking-styles';
import { saveToMyTripsRefusal } from './save-to-my-trips-refusal';

/**
 * The trip-linked sign-in: the booking joins the trips of the member who signs in, when it may (the rules
 * of this page's button), and my trips shows it; coming back here when the sign-in goes elsewhere.
 */
const signInHref = (returnTo: string, tripId: string | null) =>
  `${hostPaths.signIn.getHref()}?${new URLSearchParams({ returnTo, ...(tripId ? { tripId } : {}) })}`;

/**
 * `/reservation/saveToMyTrips.mi?confirmationNumber=…` (spec 2): a signed-in member saves a booking made
 * without an account to their trips, then goes to my trips. A visitor is sent to a sign-in that links
 * the booking as it signs in.
 */
export function SaveToMyTripsPage() {
  const { t } = useMessages();
  const { data: user } = useUserDetails();
  const location = useLocation();
  const navigate = useNavigate();
  const isMember = user?.status.toUpperCase() === 'SUCCESS';
  const confirmationNumber = useConfirmationNumberParam();
  const order = useOrderConfirmation(isMember ? confirmationNumber : null);
  useReportedReadError(order.error, 'SaveToMyTrips', confirmationNumber);

  useEffect(() => {
    if (user && !isMember) navigate(signInHref(`${location.pathname}${location.search}`, confirmationNumber), { replace: true });
  }, [user, isMember, location.pathname, location.search, navigate, confirmationNumber]);

  if (!isMember) return <Skeleton label={t('saveToMyTrips.checkingSignIn')} lines={3} />;
  if (!confirmationNumber || order.data === null) return <ConfirmationUnavailable />;
  if (order.data) return <SaveToMyTrips order={order.data} confirmationNumber={confirmationNumber} />;
  if (order.error) return <ReservationLoadError heading={t('saveToMyTrips.loadError.heading')} />;
  return <Skeleton label={t('checkout.loadingBooking')} lines={4} />;
}

function SaveToMyTrips({ order, confirmationNumber }: { order: ConfirmationOrder; confirmationNumber: string }) {
  const messages = useMessages();
  const { t } = messages;
  const locale = useLocale();
  const headingId = useId();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const [isSaving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<{ code: string; message: string } | null>(null);
  const hotelName = order.property.basicInformation.name;

  const save = async () => {
    setSaving(true);
    setRefusal(null);
    try {
      await requestGraphQl(SaveReservationToMyTripsMutation, { confirmationNumber });
      await mutate((key) => Array.isArray(key) && myTripsReads.has(key[0]));
      void mutate(orderConfirmationKey(confirmationNumber));
      navigate(hostPaths.myTrips.getHref(), { replace: true, state: withStatusMessage(t('saveToMyTrips.saved', { hotelName, confirmationNumber })) });
    } catch (error) {
      const code = graphQlErrorCode(error);
      reportReservationError({ code, component: 'SaveToMyTrips', detail: `save ${confirmationNumber}`, level: 'warn' });
      setRefusal({ code, message: saveToMyTripsRefusal(messages, code) });
      setSaving(false);
    }
  };

  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h1 id={headingId}>{t('saveToMyTrips.heading')}</h1>
      <dl className={factsClass}>
        <dt>{t('saveToMyTrips.facts.hotel')}</dt>
        <dd>{hotelName}</dd>
        <dt>{t('saveToMyTrips.facts.stay')}</dt>
        <dd>{formatStayDates(order.checkInDate, order.checkOutDate, locale)}</dd>
        <dt>{t('saveToMyTrips.facts.rooms')}</dt>
        <dd>{t('saveToMyTrips.facts.roomsValue', { count: order.items.length, numbers: listText(t, order.items.map((room) => room.basicInformation.confirmationNumber)) })}</dd>
      </dl>
      {order.isGuestBooking ? (
        <>
          {refusal ? (
            <Alert tone="error">
              {refusal.message}{' '}
              {refusal.code === 'UNAUTHENTICATED' ? <Link to={signInHref(`${location.pathname}${location.search}`, confirmationNumber)}>{t('saveToMyTrips.signIn')}</Link> : null}
              {refusal.code === ReservationErrorKey.NotPermitted ? <Link to={hostPaths.lookupReservation.getHref()}>{t('saveToMyTrips.lookup')}</Link> : null}
            </Alert>
          ) : null}
          <Button isBusy={isSaving} onClick={() => void save()}>
            {t('saveToMyTrips.button')}
          </Button>
        </>
      ) : (
        <Alert tone="success">
          {t('saveToMyTrips.alreadySaved')}
          <Link to={hostPaths.myTrips.getHref()}>{t('saveToMyTrips.goToMyTrips')}</Link>
        </Alert>
      )}
    </section>
  );
}
