import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { bookingPaths } from '../../../shared/domain/booking-paths';
import { hostPaths } from '../../../shared/domain/paths';
import { tripIdOf } from '../../../shared/domain/sign-in-redirect';
import { useMessages } from '../../../shared/i18n/messages-context';
import { Alert, ErrorAlert } from '../../../shared/ui/alert';
import { useMemberAccess } from '../../auth/use-member-access';
import { Skeleton } from '../../../shared/ui/skeleton';
import { statusMessageOf } from '../../services/status-message-state';
import { TripList } from './trip-list';
import { getMyTrips, useMyTrips } from './use-my-trips';
import type { PageData } from '../../../shared/ssr/page-data';
import { readSignedInMember } from '../../auth/read-signed-in-member';
import { myTripsKey } from '../../services/trip-reads';

type Trips = NonNullable<Awaited<ReturnType<typeof getMyTrips>>>;
const LISTS = ['upcoming', 'past', 'cancelled'] as const;

/**
 * The three lists; after a trip-linked sign-in (`?tripId=`), the list holding that trip with that trip
 * alone, or, when the sign-in could not add it, the banner saying so above every trip.
 */
function TripLists({ trips, tripId }: { trips: Trips; tripId: string | null }) {
  const { t } = useMessages();
  const singled = tripId ? singledTrip(trips, tripId) : null;
  if (tripId && singled) {
    return (
      <>
        <Alert tone="success">{t('myTrips.linked.added', { confirmationNumber: tripId })}</Alert>
        <TripList heading={t(`myTrips.${singled.list}.heading`)} emptyText={t(`myTrips.${singled.list}.empty`)} trips={[singled.trip]} />
        <p>
          <Link to={hostPaths.myTrips.getHref()}>{t('myTrips.linked.showAll')}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      {tripId ? (
        <ErrorAlert>
          {t('myTrips.linked.notLinked', { confirmationNumber: tripId })} <Link to={bookingPaths.saveToMyTrips.getHref(tripId)}>{t('myTrips.linked.why')}</Link>
        </ErrorAlert>
      ) : null}
      {LISTS.map((list) => (
        <TripList key={list} heading={t(`myTrips.${list}.heading`)} emptyText={t(`myTrips.${list}.empty`)} trips={trips[list]} />
      ))}
    </>
  );
}

/** The member's trip holding the room `tripId`, and the list it is in. */
function singledTrip(trips: Trips, tripId: string) {
  for (const list of LISTS) {
    const trip = trips[list].find((candidate) => candidate.items.some((item) => item.basicInformation.confirmationNumber === tripId));
    if (trip) return { list, trip };
  }
  return null;
}

/** Who is signed in, then their trips: the page's content. */
export const pageData: PageData = async (_page, read) => {
  const consumerId = await readSignedInMember(read);
  if (consumerId) await read(myTripsKey(consumerId), getMyTrips);
};

/**
 * `/loyalty/findReservationList.mi` (my trips): the signed-in member's upcoming, past and cancelled
 * stays, with the status message a page that led here left (a booking just saved). Anyone else is sent
 * to sign in and comes back here.
 */
export function MyTripsPage() {
  const access = useMemberAccess();
  const trips = useMyTrips(access.kind === 'member' ? access.consumerId : null);
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useMessages();
  // Said once, by the page that led here (a booking just saved to the trips).
  const statusMessage = statusMessageOf(location.state);
  // The server sees no member (the session ended since the user details were read): sign in again too.
  const mustSignIn = access.kind === 'signInNeeded' || trips.data === null;

  useEffect(() => {
    if (!mustSignIn) return;
    const returnTo = `${location.pathname}${location.search}`;
    navigate(`${hostPaths.signIn.getHref()}?${new URLSearchParams({ returnTo })}`, { replace: true });
  }, [mustSignIn, location.pathname, location.search, navigate]);

  return (
    <>
      <h1>{t('myTrips.heading')}</h1>
      {statusMessage ? <Alert tone="success">{statusMessage}</Alert> : null}
      <p>
        {t('myTrips.lookup.question')} <Link to={hostPaths.lookupReservation.getHref()}>{t('myTrips.lookup.link')}</Link>
      </p>
      {access.kind === 'failed' || trips.error ? <ErrorAlert>{t('myTrips.loadError')}</ErrorAlert> : null}
      {trips.data ? (
        <TripLists trips={trips.data} tripId={tripIdOf(new URLSearchParams(location.search).get('tripId'))} />
      ) : access.kind === 'failed' || trips.error ? null : (
        <Skeleton label={t('myTrips.loading')} lines={6} />
      )}
    </>
  );
}
