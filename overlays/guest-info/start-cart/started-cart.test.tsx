// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestInfoHostApi } from '../../../bridge';
import type { UseHostBridgeOptions } from '../../../bridge/react/use-host-bridge';
import { createFakeHost } from '../../../bridge/testing/fake-host';
import { reservationErrorMessage } from '../../../shared/i18n/refusals-in-english';
import { createFakeGuestInfoApi, graphQlFailure } from '../testing/guest-info-fake-api';
import { GuestInfoExperience } from '../experience/guest-info-experience';

vi.mock('../config', () => ({
  config: { hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081', allowedHostOrigins: ['http://localhost:8080'], signInDisabledLocales: [], imageCacheDomain: 'http://localhost:8080' },
}));
const guestInfoHost = createFakeHost<GuestInfoHostApi>(['cartChanged', 'requestSignIn', 'memberEnrolled', 'guestInfoCompleted']);
vi.mock('../../../bridge/react/use-host-bridge', () => ({ useHostBridge: (options: UseHostBridgeOptions) => guestInfoHost.bridge.answer(options) }));
const host = guestInfoHost.spies;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
  sessionStorage.clear();
  guestInfoHost.reset();
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const RATE = '?locale=en-US&propertyId=NYCTS&checkInDate=2026-07-01&checkOutDate=2026-07-03&numAdultsPerRoom=2&roomTypeCode=GKNG&ratePlanCode=FLEX';
const show = (api: ReturnType<typeof createFakeGuestInfoApi>, search = RATE) => render(<GuestInfoExperience location={{ pathname: '/reservation/guestInfoOverlay.mi', search }} request={api.request} />);

describe('guest information for a rate a page sells itself', () => {
  it('holds the rate in a cart of its own frame, tells the page the cart, then shows the form for it', async () => {
    const api = createFakeGuestInfoApi();
    show(api);
    await screen.findByRole('form', { name: 'Guest information' }, { timeout: 5000 });
    expect(api.callsOf('StartCart')).toEqual([
      {
        name: 'StartCart',
        variables: {
          input: {
            search: { propertyId: 'NYCTS', checkInDate: '2026-07-01', checkOutDate: '2026-07-03', numRooms: 1, numAdultsPerRoom: 2, numChildrenPerRoom: 0, rewardsRedemption: false },
            roomTypeCode: 'GKNG',
            ratePlanCode: 'FLEX',
            idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
          },
        },
      },
    ]);
    expect(host.cartChanged).toHaveBeenCalledWith({ cartId: 'CART1', revisionNumber: api.state.revisionNumber });
    expect(api.callsOf('GuestInfoForm')[0]?.variables).toEqual({ cartId: 'CART1' });
  });

  it('finds the same cart again on a reload of the frame, rather than holding a second room, until its hold ends', async () => {
    const api = createFakeGuestInfoApi();
    const first = show(api);
    await screen.findByRole('form', { name: 'Guest information' }, { timeout: 5000 });
    first.unmount();
    const again = show(api);
    await screen.findByRole('form', { name: 'Guest information' }, { timeout: 5000 });
    expect(api.state.startedCarts).toBe(1);
    again.unmount();

    vi.setSystemTime(new Date('2026-06-01T12:15:00Z'));
    show(api);
    await screen.findByRole('form', { name: 'Guest information' }, { timeout: 5000 });
    expect(api.state.startedCarts).toBe(2);
  });

  it('says why a rate could not be held, tells the page, and holds it on Try again with a new attempt', async () => {
    const api = createFakeGuestInfoApi();
    api.failNext('StartCart', graphQlFailure('RATE_UNAVAILABLE'));
    show(api);
    const refusal = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(refusal).toHaveTextContent('We could not hold this room');
    expect(refusal).toHaveTextContent(reservationErrorMessage('RATE_UNAVAILABLE'));
    expect(host.graphQlError).toHaveBeenCalledWith({ operationName: 'StartCart', codes: ['RATE_UNAVAILABLE'] });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('form', { name: 'Guest information' }, { timeout: 5000 });
    const [refused, held] = api.callsOf('StartCart').map((call) => (call.variables.input as { idempotencyKey: string }).idempotencyKey);
    expect(held).not.toBe(refused);
  });

  it('says a stay the search’s rules refuse in the rule’s own words', async () => {
    const api = createFakeGuestInfoApi();
    api.failNext('StartCart', graphQlFailure('BAD_USER_INPUT', 'Check-in cannot be in the past.', { field: 'checkInDate', messageKey: 'validation.search.checkInPast' }));
    show(api);
    const refusal = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(refusal).toHaveTextContent('We could not hold this room');
    expect(refusal).toHaveTextContent('Check-in cannot be in the past.');
  });

  it('lists what it cannot read in the rate, and asks for nothing', async () => {
    const api = createFakeGuestInfoApi();
    show(api, '?locale=en-US&propertyId=NYCTS&checkInDate=2026-07-01&checkOutDate=2026-07-03&numAdultsPerRoom=two&roomTypeCode=GKNG');
    const problems = await screen.findByRole('alert');
    expect(problems).toHaveTextContent('This room cannot be held');
    expect(problems).toHaveTextContent('Enter a whole number.');
    expect(problems).toHaveTextContent('The page did not name a room type and rate plan this form can hold.');
    expect(api.state.calls).toEqual([]);
  });
});
