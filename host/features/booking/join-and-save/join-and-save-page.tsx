import { useId, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { hostPaths } from '../../../../shared/domain/paths';
import { JoinNowOptionsQuery, SmsCountryCodesQuery } from '../../../../shared/graphql/operations/guest-info/enrollment';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Alert } from '../../../../shared/ui/alert';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { enrollmentCountryError, enrollmentNotAvailable, isEnrollmentProhibited } from '../../../../shared/validation/enrollment-rules';
import { useUserDetails } from '../../../auth/use-user-details';
import { ReservationLoadError } from '../../../components/reservation-load-error';
import { useConfirmationNumberParam } from '../../../services/confirmation-number-param';
import { requestGraphQl } from '../../../services/graphql';
import { withStatusMessage } from '../../../services/status-message-state';
import { myTripsReads } from '../../../services/trip-reads';
import { useReportedReadError } from '../../../services/use-reported-read-error';
import { ConfirmationUnavailable } from '../confirmation/confirmation-unavailable';
import { orderConfirmationKey, useOrderConfirmation, type ConfirmationOrder } from '../confirmation/use-order-confirmation';
import { panelClass } from '../pre-booking/pre-booking-styles';
import { joinAndSave, type JoinAndSaveInput } from './join-and-save-enroll';
import { JoinAndSaveForm } from './join-and-save-form';

const swrOptions = { revalidateOnFocus: false } as const;

/**
 * `/reservation/joinAndSaveReservation.mi?confirmationNumber=…` (spec 2): a visitor who has just booked
 * joins Portico Rewards, and the booking joins the new account; then on to my trips, signed in.
 */
export function JoinAndSavePage() {
  const { t } = useMessages();
  const confirmationNumber = useConfirmationNumberParam();
  const order = useOrderConfirmation(confirmationNumber);
  const { data: user, error: userError } = useUserDetails();
  useReportedReadError(order.error, 'JoinAndSave', confirmationNumber);
  if (!confirmationNumber || order.data === null) return <ConfirmationUnavailable />;
  if (order.error && !order.data) return <ReservationLoadError heading={t('joinAndSave.loadError.heading')} />;
  // Who is signed in decides the page; a failed read of it leaves the visitor's way open.
  if (!order.data || (!user && !userError)) return <Skeleton label={t('checkout.loadingBooking')} lines={6} />;
  if (user?.status.toUpperCase() === 'SUCCESS') {
    return (
      <Notice heading={t('joinAndSave.signedIn.heading')}>
        {t('joinAndSave.signedIn.before')}
        <Link to={bookingPaths.saveToMyTrips.getHref(confirmationNumber)}>{t('joinAndSave.signedIn.link')}</Link>
      </Notice>
    );
  }
  if (!order.data.isGuestBooking) {
    return (
      <Notice heading={t('joinAndSave.saved.heading')}>
        {t('joinAndSave.saved.before')}
        <Link to={hostPaths.signIn.getHref()}>{t('joinAndSave.saved.link')}</Link>
        {t('joinAndSave.saved.after')}
      </Notice>
    );
  }
  return <JoinAndSave order={order.data} confirmationNumber={confirmationNumber} />;
}

function Notice({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={panelClass} aria-labelledby="join-and-save-notice">
      <h1 id="join-and-save-notice">{heading}</h1>
      <p>{children}</p>
    </section>
  );
}

function JoinAndSave({ order, confirmationNumber }: { order: ConfirmationOrder; confirmationNumber: string }) {
  const messages = useMessages();
  const { t, say } = messages;
  const headingId = useId();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { mutate: refreshUser } = useUserDetails();
  // The booker's country: the address the server takes from the booking is in it (auth-responses.ts).
  const countryCode = order.contact?.countryCode ?? null;
  const isAvailable = countryCode !== null && !isEnrollmentProhibited(countryCode);
  const joinNow = useSWR(isAvailable ? ['JoinNowOptions', countryCode] : null, async ([, code]) => (await requestGraphQl(JoinNowOptionsQuery, { countryCode: code })).joinNowOptions, swrOptions);
  const dialCodes = useSWR(isAvailable ? 'SmsCountryCodes' : null, async () => (await requestGraphQl(SmsCountryCodesQuery, {})).smsCountryCodes, swrOptions);
  const hotelName = order.property.basicInformation.name;
  const primary = order.items.flatMap((room) => room.guestList).find((guest) => guest.isPrimary);

  const onJoin = async (values: JoinAndSaveInput) => {
    const outcome = await joinAndSave(confirmationNumber, values, messages);
    if (outcome.status === 'joined') {
      // The new member is signed in: the header and my trips read who that is afresh.
      await refreshUser();
      await mutate((key) => Array.isArray(key) && myTripsReads.has(key[0]));
      void mutate(orderConfirmationKey(confirmationNumber));
      const { givenName, memberNumber } = outcome.member;
      navigate(hostPaths.myTrips.getHref(), {
        replace: true,
        state: withStatusMessage(t('joinAndSave.welcome', { givenName, memberNumber, hotelName, confirmationNumber })),
      });
    }
    return outcome;
  };

  const body = () => {
    if (!countryCode) return <Alert tone="warning">{t('joinAndSave.otherBrowser')}</Alert>;
    const unavailable = isAvailable ? (joinNow.data?.isEnrollmentAvailable === false ? enrollmentNotAvailable : null) : enrollmentCountryError(countryCode);
    if (unavailable) return <Alert tone="warning">{say(unavailable)}</Alert>;
    if (joinNow.error || dialCodes.error) return <Alert tone="error">{t('joinAndSave.optionsFailed')}</Alert>;
    if (!joinNow.data || !dialCodes.data) return <Skeleton label={t('joinAndSave.optionsLoading')} lines={4} />;
    return (
      <JoinAndSaveForm
        initialValues={{
          givenName: primary?.name.givenName ?? '',
          surname: primary?.name.surname ?? '',
          email: order.contact?.email ?? '',
          password: '',
          confirmPassword: '',
          smsCountryCode: countryCode,
          smsNumber: '',
          consents: [],
        }}
        countryCode={countryCode}
        joinNow={joinNow.data}
        smsCountryCodes={dialCodes.data}
        onJoin={onJoin}
      />
    );
  };

  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h1 id={headingId}>{t('joinAndSave.heading')}</h1>
      <p>{t('joinAndSave.intro', { hotelName, confirmationNumber })}</p>
      {body()}
    </section>
  );
}
