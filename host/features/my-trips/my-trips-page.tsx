import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { hostPaths } from '../../../shared/domain/paths';
import { useMessages } from '../../../shared/i18n/messages-context';
import { Alert, ErrorAlert } from '../../../shared/ui/alert';
import { useUserDetails } from '../../auth/use-user-details';
import { Skeleton } from '../../../shared/ui/skeleton';
import { statusMessageOf } from '../../services/status-message-state';
import { TripList } from './trip-list';
import { getMyTrips, useMyTrips } from './use-my-trips';
import type { PageData } from '../../../shared/ssr/page-data';
import { readSignedInMember } from '../../auth/read-signed-in-member';
import { myTripsKey } from '../../services/trip-reads';

/** Who is signed in, then their trips: the page's content. */
export const pageData: PageData = async (_page, read) => {
  const consumerId = await readSignedInMember(read);
  if (consumerId) await read(myTripsKey(consumerId), getMyTrips);
};

type TripsAccess = { kind: 'loading' } | { kind: 'failed' } | { kind: 'signInNeeded' } | { kind: 'member'; consumerId: string };

/** Only a signed-in member has trips to list; a remembered member signs in again first, as a visitor does. */
function useTripsAccess(): TripsAccess {
  const { data: user, error, isLoading } = useUserDetails();
  if (isLoading) return { kind: 'loading' };
  if (!user) return error ? { kind: 'failed' } : { kind: 'loading' };
  const consumerId = user.userProfileData?.consumerId;
  if (user.status.toUpperCase() === 'SUCCESS' && consumerId) return { kind: 'member', consumerId };
  return { kind: 'signInNeeded' };
}

/**
 * `/loyalty/findReservationList.mi` (my trips): the signed-in member's upcoming, past and cancelled
 * stays, with the status message a page that led here left (a booking just saved). Anyone else is sent
 * to sign in and comes back here.
 */
export function MyTripsPage() {
  const access = useTripsAccess();
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
        <>
          <TripList heading={t('myTrips.upcoming.heading')} emptyText={t('myTrips.upcoming.empty')} trips={trips.data.upcoming} />
          <TripList heading={t('myTrips.past.heading')} emptyText={t('myTrips.past.empty')} trips={trips.data.past} />
          <TripList heading={t('myTrips.cancelled.heading')} emptyText={t('myTrips.cancelled.empty')} trips={trips.data.cancelled} />
        </>
      ) : access.kind === 'failed' || trips.error ? null : (
        <Skeleton label={t('myTrips.loading')} lines={6} />
      )}
    </>
  );
}
