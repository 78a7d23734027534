// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationLookupHostApi } from '../../../bridge';
import type { HostBridgeState } from '../../../bridge/react/use-host-bridge';
import type { SignInSetupResponse } from '../../../shared/domain/auth-responses';
import { DEFAULT_PROMOTION_SETUP } from '../../../shared/domain/membership-promotion';
import { authApiPaths, reservationApiPaths, telemetryApiPaths } from '../../../shared/domain/paths';
import { reservationErrorMessage } from '../../../shared/i18n/refusals-in-english';
import { ReservationLookupExperience } from './reservation-lookup-experience';

vi.mock('../config', () => ({
  config: {
    hostOrigin: 'http://localhost:8080',
    overlayOrigin: 'http://localhost:8081',
    allowedHostOrigins: ['http://localhost:8080'],
    signInDisabledLocales: [],
    imageCacheDomain: 'http://localhost:8080',
  },
}));

// The bridge itself has its own tests; here the host is a set of spies, or absent (opened on its own).
const host = { resized: vi.fn(), signInSucceeded: vi.fn(), graphQlError: vi.fn(), reloadParent: vi.fn(), close: vi.fn(), navigate: vi.fn(), emit: vi.fn(), reservationFound: vi.fn() };
let bridgeState: HostBridgeState<ReservationLookupHostApi> = { status: 'standalone' };
vi.mock('../../../bridge/react/use-host-bridge', () => ({ useHostBridge: () => bridgeState }));

type Sent = { url: string; body: unknown };
let sent: Sent[] = [];
let lookupAnswer: () => Response;
let setupAnswer: SignInSetupResponse;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: string) => () =>
  json(status, { message: 'Refused.', phoenixErrorMessages: { errorMessages: [code] }, nextStateURI: null, isRedirect: false });
const found = () =>
  json(200, { confirmationNumber: '71234567', nextStateURI: '/reservation/upcomingReservation.mi?confirmationNumber=71234567', isRedirect: true });

beforeEach(() => {
  sent = [];
  bridgeState = { status: 'connected', host: host as never };
  Object.values(host).forEach((spy) => spy.mockReset().mockResolvedValue(undefined));
  lookupAnswer = found;
  setupAnswer = { rememberedUser: false, rememberedMember: null, sweepstakes: null, promotion: DEFAULT_PROMOTION_SETUP };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === authApiPaths.signInSetup) return json(200, setupAnswer);
      if (String(url).endsWith('/mi/graphql/FoundReservation')) return json(200, { data: { reservationOrder: FOUND_ORDER } });
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return url === reservationApiPaths.submitReservationLookup ? lookupAnswer() : json(200, { dataProperties: [], mvpOfferList: [] });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function lookUp(confirmationNumber = '71234567', lastName = 'Morgan', search = '?overlay=true&locale=en-US') {
  const user = userEvent.setup();
  render(<ReservationLookupExperience location={{ pathname: '/resLookupOverlay.mi', search }} />);
  await user.type(screen.getByLabelText('Confirmation number'), confirmationNumber);
  await user.type(screen.getByLabelText('Last name'), lastName);
  await user.click(screen.getByRole('button', { name: 'Find reservation' }));
  return user;
}

const FOUND_ORDER = {
  id: 'ORDER1',
  checkInDate: '2026-07-03',
  checkOutDate: '2026-07-05',
  property: { id: 'NYCTS', basicInformation: { name: 'Portico Times Square' } },
  items: [
    {
      status: 'CONFIRMED',
      basicInformation: { confirmationNumber: '71234567', nights: 2, adults: 2, children: 0, ratePlan: 'Flexible rate' },
      product: { name: 'One King Bed Guest Room' },
      guestList: [{ name: { givenName: 'Ava', surname: 'Morgan' }, isPrimary: true }],
    },
  ],
};

const logLines = () => sent.filter((call) => call.url === telemetryApiPaths.logger).map((call) => call.body);

describe('ReservationLookupExperience', () => {
  it('sends the lookup and, on a match, has the host navigate to the reservation', async () => {
    await lookUp();
    await waitFor(() => expect(host.navigate).toHaveBeenCalledWith('/reservation/upcomingReservation.mi?confirmationNumber=71234567'));
    expect(sent.find((call) => call.url === reservationApiPaths.submitReservationLookup)?.body).toEqual({ confirmationNumber: '71234567', lastName: 'Morgan' });
    expect(logLines()).toEqual([]);
  });

  it('in its summary form, shows the match in the overlay and tells the host, which is not sent anywhere', async () => {
    const user = await lookUp('71234567', 'Morgan', '?overlay=true&locale=en-US&variant=summary');
    const heading = await screen.findByRole('heading', { name: 'Your reservation' }, { timeout: 5000 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(host.reservationFound).toHaveBeenCalledWith({ confirmationNumber: '71234567', path: '/reservation/upcomingReservation.mi?confirmationNumber=71234567' });
    expect(host.navigate).not.toHaveBeenCalled();
    const summary = heading.closest('section')!;
    await waitFor(() => expect(summary).toHaveTextContent('Portico Times Square'));
    expect(summary).toHaveTextContent('Fri, Jul 3 – Sun, Jul 5, 2026 (2 nights)');
    expect(summary).toHaveTextContent('One King Bed Guest Room, Flexible rate');
    expect(summary).toHaveTextContent('2 adults');
    expect(summary).toHaveTextContent('Ava Morgan');
    expect(summary).toHaveTextContent('Confirmed');

    await user.click(within(summary).getByRole('button', { name: 'Find another reservation' }));
    expect(screen.getByLabelText('Confirmation number')).toHaveValue('');
    expect(screen.getByLabelText('Confirmation number')).toHaveFocus();
  });

  it('never hands the host a path off the site', async () => {
    lookupAnswer = () => json(200, { confirmationNumber: '71234567', nextStateURI: 'https://evil.example/x', isRedirect: true });
    await lookUp();
    await waitFor(() => expect(host.navigate).toHaveBeenCalledWith('/reservation/upcomingReservation.mi?confirmationNumber=71234567'));
  });

  it('404: shows the not-found message, keeps the values, logs a warning and emits the event', async () => {
    lookupAnswer = refusal(404, 'RESERVATION_NOT_FOUND');
    await lookUp();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(reservationErrorMessage('RESERVATION_NOT_FOUND'));
    expect(alert.parentElement).toHaveFocus();
    expect(screen.getByLabelText('Confirmation number')).toHaveValue('71234567');
    expect(screen.getByLabelText('Last name')).toHaveValue('Morgan');
    expect(host.navigate).not.toHaveBeenCalled();
    expect(host.emit).toHaveBeenCalledWith({ name: 'reservationLookupFailed', detail: { errorCode: 'RESERVATION_NOT_FOUND' } });
    expect(logLines()).toEqual([{ level: 'warn', message: 'API_ERROR|RESERVATION_NOT_FOUND|LookupReservation|HTTP 404' }]);
  });

  it('400: shows the invalid-number message', async () => {
    lookupAnswer = refusal(400, 'INVALID_CONFIRMATION_NUMBER');
    await lookUp();
    expect(await screen.findByRole('alert')).toHaveTextContent(reservationErrorMessage('INVALID_CONFIRMATION_NUMBER'));
  });

  it('429: shows the rate-limit message', async () => {
    lookupAnswer = refusal(429, 'LOOKUP_RATE_LIMITED');
    await lookUp();
    expect(await screen.findByRole('alert')).toHaveTextContent(reservationErrorMessage('LOOKUP_RATE_LIMITED'));
    expect(logLines()).toEqual([{ level: 'warn', message: 'API_ERROR|LOOKUP_RATE_LIMITED|LookupReservation|HTTP 429' }]);
  });

  it('an unknown code reads as the generic booking error and is logged as an error with the server’s code', async () => {
    lookupAnswer = refusal(500, 'DB|DOWN');
    await lookUp();
    expect(await screen.findByRole('alert')).toHaveTextContent(reservationErrorMessage('WEB-BOOK-GEN001'));
    expect(host.emit).toHaveBeenCalledWith({ name: 'reservationLookupFailed', detail: { errorCode: 'WEB-BOOK-GEN001' } });
    expect(logLines()).toEqual([{ level: 'error', message: 'API_ERROR|WEB-BOOK-GEN001|LookupReservation|HTTP 500 DB/DOWN' }]);
  });

  it('a network failure shows the generic message and loses nothing', async () => {
    lookupAnswer = () => {
      throw new TypeError('Failed to fetch');
    };
    await lookUp();
    expect(await screen.findByRole('alert')).toHaveTextContent(reservationErrorMessage('WEB-BOOK-GEN001'));
    expect(screen.getByLabelText('Confirmation number')).toHaveValue('71234567');
    expect(screen.getByLabelText('Last name')).toHaveValue('Morgan');
    expect(logLines()).toEqual([{ level: 'error', message: 'API_ERROR|WEB-BOOK-GEN001|LookupReservation|no answer (TypeError)' }]);
  });

  it('in the dialog, Cancel closes it', async () => {
    const user = userEvent.setup();
    render(<ReservationLookupExperience location={{ pathname: '/resLookupOverlay.mi', search: '?overlay=true' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Find your reservation' })).toHaveClass('visually-hidden');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(host.close).toHaveBeenCalledOnce();
  });

  it('on the host’s page there is nothing to close', () => {
    render(<ReservationLookupExperience location={{ pathname: '/resLookupOverlay.mi', search: '?overlay=true&variant=page' }} />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  describe('the membership promotion under the form', () => {
    const openDialog = () => render(<ReservationLookupExperience location={{ pathname: '/resLookupOverlay.mi', search: '?overlay=true&locale=en-US' }} />);

    it('tells a visitor members find every stay in My trips, joining on the host page', async () => {
      setupAnswer = { ...setupAnswer, promotion: { layout: 'secondVersion', isDirectToTicket: false } };
      openDialog();
      const block = await screen.findByRole('region', { name: 'Keep every trip in one place' });
      expect(block).toHaveAttribute('data-layout', 'secondVersion');
      expect(within(block).getByRole('link', { name: 'Join now' })).toHaveAttribute('href', 'http://localhost:8080/loyalty/createAccount/createAccountPage1.mi');
      expect(within(block).getByRole('link', { name: 'Join now' })).toHaveAttribute('target', '_top');
    });

    it('greets a remembered member by name', async () => {
      setupAnswer = { ...setupAnswer, rememberedUser: true, rememberedMember: { name: 'Liam', memberNumber: '100000002' } };
      openDialog();
      expect(await screen.findByRole('heading', { name: 'Welcome back, Liam' })).toBeInTheDocument();
    });

    it('shows nothing to a member signed in, and the form works on', async () => {
      setupAnswer = { ...setupAnswer, promotion: null };
      openDialog();
      await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith(authApiPaths.signInSetup, expect.anything()));
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Find reservation' })).toBeEnabled();
    });

    it('goes once the reservation is found', async () => {
      bridgeState = { status: 'standalone' };
      await lookUp('71234567', 'Morgan', '');
      await screen.findByRole('link', { name: 'View your reservation' });
      expect(screen.queryByRole('region', { name: 'Keep every trip in one place' })).not.toBeInTheDocument();
    });
  });

  describe('opened on its own', () => {
    beforeEach(() => {
      bridgeState = { status: 'standalone' };
    });

    it('shows its title and, on a match, a link to the reservation on the host site', async () => {
      await lookUp('71234567', 'Morgan', '');
      expect(screen.getByRole('heading', { level: 1, name: 'Find your reservation' })).not.toHaveClass('visually-hidden');
      const link = await screen.findByRole('link', { name: 'View your reservation' });
      expect(link).toHaveAttribute('href', 'http://localhost:8080/reservation/upcomingReservation.mi?confirmationNumber=71234567');
      expect(link).not.toHaveAttribute('target');
      expect(link).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    });

    it('pushes a refusal to the data layer itself', async () => {
      lookupAnswer = refusal(404, 'RESERVATION_NOT_FOUND');
      await lookUp('71234567', 'Morgan', '?locale=en-GB');
      await screen.findByRole('alert');
      await waitFor(() =>
        expect(sent.find((call) => call.url === telemetryApiPaths.dataLayer)?.body).toEqual({
          context: { pageURI: '/resLookupOverlay.mi', localeKey: 'en-GB', applicationName: 'reservation-lookup' },
          event: { name: 'reservationLookupFailed', detail: { errorCode: 'RESERVATION_NOT_FOUND' } },
        }),
      );
    });
  });
});
