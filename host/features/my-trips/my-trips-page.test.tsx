// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetailsResponse } from '../../../shared/domain/auth-responses';
import { hostPaths } from '../../../shared/domain/paths';
import type { MyTripsQuery } from '../../../shared/graphql/generated/graphql';
import { allMessageAreas } from '../../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../../shared/i18n/messages';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { withStatusMessage } from '../../services/status-message-state';
import { MyTripsPage } from './my-trips-page';

vi.mock('../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));

let user: UserDetailsResponse;
vi.mock('../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: user, error: undefined, isLoading: false, mutate: vi.fn() }) }));

type Trips = NonNullable<MyTripsQuery['trips']>;
type Trip = Trips['upcoming'][number];
const answer = vi.hoisted(() => ({ trips: null as unknown, calls: 0 }));
vi.mock('../../services/graphql', () => ({
  requestGraphQl: vi.fn(async () => {
    answer.calls += 1;
    return { trips: answer.trips };
  }),
}));

const trip = (id: string, hotel: string, checkInDate: string, checkOutDate: string, numbers: string[], status: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED'): Trip => ({
  id,
  checkInDate,
  checkOutDate,
  property: { id: hotel.slice(0, 5).toUpperCase(), basicInformation: { name: hotel } },
  items: numbers.map((confirmationNumber) => ({ basicInformation: { confirmationNumber }, status })),
});

const member = (): UserDetailsResponse => ({
  status: 'SUCCESS',
  rememberedUser: false,
  sessionTimedOut: false,
  headerSubtext: { consumerName: 'Ava' },
  userProfileData: { memberNumber: '100000001', consumerId: 'C1000001', tier: 'Gold' },
});

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function Page({ path }: { path: string | { pathname: string; state: unknown } }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={hostPaths.myTrips.path} element={<MyTripsPage />} />
          <Route path={hostPaths.signIn.path} element={<h1>Sign in</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SWRConfig>
  );
}

function renderPage(path: string | { pathname: string; state: unknown } = hostPaths.myTrips.getHref()) {
  render(<Page path={path} />);
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  user = member();
  answer.calls = 0;
  answer.trips = {
    upcoming: [trip('O1', 'Portico Times Square', '2026-07-03', '2026-07-05', ['71234567', '71234568'])],
    past: [trip('O2', 'Portico London King’s Cross', '2025-03-10', '2025-03-12', ['70000001'])],
    cancelled: [],
  } satisfies Trips;
});

describe('MyTripsPage', () => {
  it('puts the member’s orders in upcoming, past and cancelled stays, each linked to its reservation', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My trips' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Upcoming stays' })).toBeInTheDocument();

    const upcoming = within(section('Upcoming stays')).getAllByRole('listitem');
    expect(upcoming).toHaveLength(1);
    expect(within(upcoming[0]!).getByRole('heading', { level: 3, name: 'Portico Times Square' })).toBeInTheDocument();
    expect(upcoming[0]).toHaveTextContent('Fri, Jul 3 – Sun, Jul 5, 2026 · 2 rooms');
    expect(upcoming[0]).toHaveTextContent('Confirmation number 71234567');
    expect(within(upcoming[0]!).getByRole('link', { name: 'View reservation 71234567' })).toHaveAttribute(
      'href',
      '/reservation/upcomingReservation.mi?confirmationNumber=71234567',
    );

    const past = within(section('Past stays')).getAllByRole('listitem');
    expect(within(past[0]!).getByRole('link', { name: 'View reservation 70000001' })).toHaveAttribute(
      'href',
      '/reservation/upcomingReservation.mi?confirmationNumber=70000001',
    );
    expect(within(section('Cancelled stays')).queryByRole('list')).toBeNull();
    expect(within(section('Cancelled stays')).getByText('You have no cancelled stays.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a reservation' })).toHaveAttribute('href', '/reservation/lookupReservation.mi?fromOverlay=true');
  });

  it('speaks the page’s language, with its dates and counts written that language’s way', async () => {
    await loadAreas('ja-JP', allMessageAreas);
    render(
      <MessagesProvider locale="ja-JP">
        <Page path={hostPaths.myTrips.getHref()} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'マイトリップ' })).toBeInTheDocument();
    const upcoming = within(await screen.findByRole('region', { name: '今後のご宿泊' })).getByRole('listitem');
    expect(upcoming).toHaveTextContent('2026/07/03(金)～2026/07/05(日) · 2室');
    expect(upcoming).toHaveTextContent('確認番号 71234567');
    expect(within(upcoming).getByRole('link', { name: '予約を表示 71234567' })).toBeInTheDocument();
    expect(within(section('キャンセルしたご宿泊')).getByText('キャンセルしたご宿泊はありません。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '予約を検索' })).toHaveAttribute('href', '/reservation/lookupReservation.mi?fromOverlay=true');
  });

  it('says the status message the page that led here left, such as a booking just saved', async () => {
    renderPage({ pathname: hostPaths.myTrips.getHref(), state: withStatusMessage('Booking 40000001 is saved to your trips.') });
    expect(screen.getByText('Booking 40000001 is saved to your trips.')).toHaveAttribute('role', 'status');
    await screen.findByRole('heading', { level: 2, name: 'Upcoming stays' });
  });

  it('singles out the trip a trip-linked sign-in added, by any of its rooms, with a way back to every trip', async () => {
    renderPage(hostPaths.myTrips.getHref('71234568'));
    expect(await screen.findByText('Reservation 71234568 is now in your trips.')).toBeInTheDocument();
    const upcoming = within(section('Upcoming stays')).getAllByRole('listitem');
    expect(upcoming).toHaveLength(1);
    expect(upcoming[0]).toHaveTextContent('Portico Times Square');
    expect(screen.queryByRole('region', { name: 'Past stays' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Show all my trips' })).toHaveAttribute('href', '/loyalty/findReservationList.mi');
  });

  it('says a trip the sign-in could not add was not added, points to why, and lists every trip', async () => {
    renderPage(hostPaths.myTrips.getHref('91234561'));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('You are signed in, but we could not add reservation 91234561 to your trips.');
    expect(within(banner).getByRole('link', { name: 'See why and how to add it' })).toHaveAttribute('href', '/reservation/saveToMyTrips.mi?confirmationNumber=91234561');
    expect(within(section('Upcoming stays')).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section('Past stays')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('lists cancelled stays too, and says so for every empty list', async () => {
    answer.trips = { upcoming: [], past: [], cancelled: [trip('O3', 'Portico Shanghai Pudong', '2026-09-01', '2026-09-04', ['75555555'], 'CANCELLED')] };
    renderPage();
    expect(await screen.findByText('You have no upcoming stays.')).toBeInTheDocument();
    expect(screen.getByText('You have no past stays.')).toBeInTheDocument();
    expect(within(section('Cancelled stays')).getByRole('link', { name: 'View reservation 75555555' })).toBeInTheDocument();
    expect(within(section('Cancelled stays')).getByRole('listitem')).toHaveTextContent('1 room');
  });

  it('sends a visitor to sign in, coming back to my trips, without asking for trips', async () => {
    user = { ...member(), status: 'FAILURE', headerSubtext: { consumerName: null }, userProfileData: null };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('/sign-in.mi?returnTo=%2Floyalty%2FfindReservationList.mi');
    expect(answer.calls).toBe(0);
  });

  it('sends a remembered member to sign in the same way, keeping the query', async () => {
    user = { ...member(), status: 'FAILURE', rememberedUser: true };
    renderPage('/loyalty/findReservationList.mi?tripId=71234567');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const returnTo = new URLSearchParams(screen.getByLabelText('address').textContent!.split('?')[1]).get('returnTo');
    expect(returnTo).toBe('/loyalty/findReservationList.mi?tripId=71234567');
  });

  it('sends a member whose session ended meanwhile to sign in', async () => {
    answer.trips = null;
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
