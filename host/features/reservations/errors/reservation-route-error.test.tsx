// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostPaths } from '../../../../shared/domain/paths';
import { logToServer } from '../../../../shared/telemetry/client-log';
import { createFakeReservationApi } from '../testing/reservation-fake-api';
import { orderFixture, roomFixture } from '../testing/reservation-fixtures';
import { ReservationRouteError } from './reservation-route-error';
import { UpcomingReservationPage } from '../upcoming/upcoming-reservation-page';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: () => null }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

afterEach(() => vi.restoreAllMocks());

describe('ReservationRouteError', () => {
  it('shows the reservation error page for an answer that breaks the contract, and logs a component error', async () => {
    // React reports the caught render error on the console; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = roomFixture(1);
    broken.charges.total = { value: -100, valueDecimalPoint: 2, currency: 'USD' };
    api.request = createFakeReservationApi(orderFixture([broken])).request as (...args: unknown[]) => Promise<unknown>;
    const router = createMemoryRouter(
      [{ path: hostPaths.upcomingReservation.path, Component: UpcomingReservationPage, ErrorBoundary: ReservationRouteError }],
      { initialEntries: [hostPaths.upcomingReservation.getHref('71234561')] },
    );
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    await waitFor(() =>
      expect(logToServer).toHaveBeenCalledWith(
        'error',
        expect.stringMatching(/^COMPONENT_ERROR\|WEB-BOOK-GEN001\|\/reservation\/upcomingReservation\.mi\|RangeError: Money value must be/),
      ),
    );
  });
});
