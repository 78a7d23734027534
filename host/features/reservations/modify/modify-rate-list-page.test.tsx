// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hostPaths } from '../../../../shared/domain/paths';
import { reservationErrorMessage } from '../../../../shared/i18n/refusals-in-english';
import type { ModifyRoomProductsQuery, UpdateReservationInput } from '../../../../shared/graphql/generated/graphql';
import { orderFixture, roomFixture, usd, type OrderFixture } from '../testing/reservation-fixtures';
import { UpcomingReservationPage } from '../upcoming/upcoming-reservation-page';
import { ModifyRateListPage } from './modify-rate-list-page';

process.env.TZ = 'UTC';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: () => null }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

type Products = ModifyRoomProductsQuery['modifyRoomProducts'];
const NUMBER = '71234561';
type Status = { code: string; httpStatus: number; messages: { errors: { code: string; message: string }[] } }[];
const ok: Status = [{ code: 'SUCCESS', httpStatus: 200, messages: { errors: [] } }];
const refused = (code: string): Status => [{ code, httpStatus: 409, messages: { errors: [{ code, message: 'server words' }] } }];

const kingFlexible = {
  ratePlan: { code: 'FLEX', name: 'Flexible rate', mode: 'CASH' as const, isMemberRate: false, isPrepaidNonRefundable: false },
  price: { cash: null, points: { perNight: 1, total: 1 } },
  updatedTotal: usd(79178),
  cashDifference: usd(26393),
  pointsDifference: 0,
  cancellationPolicy: { isRefundable: true, freeCancellationUntil: '2099-07-03T16:00:00Z', lateCancellationCharge: usd(22950), description: 'Free cancellation until 3 July 2099.' },
};

/** A stand-in for the API: the order, the modify rate list's answer, and the change's outcome. Used only by this test. */
function fakeApi(initialOrder: OrderFixture, update: (input: UpdateReservationInput) => { status: Status; order: OrderFixture | null }) {
  // As the server does, a change that succeeded is what later reads of the order answer: the page may
  // read the order again at any moment after it shows the change.
  let order = initialOrder;
  const calls: string[] = [];
  const updates: UpdateReservationInput[] = [];
  let search: Partial<Products> = {};
  const products = (): Products => ({
    status: ok,
    order,
    current: order.items[0]!,
    requested: null,
    rooms: [
      {
        roomType: { code: 'GKNG', name: 'Deluxe King Room', description: '', bedding: '1 king bed', sizeSquareMeters: 32, maxOccupancy: 3, features: [], images: [] },
        roomsLeft: 4,
        rates: [kingFlexible],
      },
    ],
    ...search,
  });
  api.request = async (document: unknown, variables: unknown) => {
    const definition = (document as { definitions: { name?: { value: string } }[] }).definitions[0];
    const name = definition?.name?.value ?? '';
    calls.push(name);
    if (name === 'UpcomingReservation') return { reservationOrder: order };
    if (name === 'ModifyRoomProducts') return { modifyRoomProducts: products() };
    if (name === 'UpdateReservation') {
      const input = (variables as { input: UpdateReservationInput }).input;
      updates.push(input);
      const answer = update(input);
      if (answer.status[0]?.code === 'SUCCESS' && answer.order) order = answer.order;
      return { updateReservation: answer };
    }
    throw new Error(`The fake API does not answer ${name}`);
  };
  return {
    calls,
    updates,
    answerSearchWith(answer: Partial<Products>) {
      search = answer;
    },
  };
}

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(address = hostPaths.modifyRateList.getHref(NUMBER)) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={hostPaths.modifyRateList.path} element={<ModifyRateListPage />} />
          <Route path={hostPaths.upcomingReservation.path} element={<UpcomingReservationPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
}

const order = () => orderFixture([roomFixture(1)]);
/** One night longer than the fixture room's stay. */
const longer = hostPaths.modifyRateList.getHref(NUMBER, { checkInDate: '2026-07-03', checkOutDate: '2026-07-06', numAdultsPerRoom: 2, numChildrenPerRoom: 0 });
const changed = (from: OrderFixture): OrderFixture => ({
  ...from,
  orderRevisionNumber: from.orderRevisionNumber + 1,
  items: [{ ...from.items[0]!, reservationRevisionNumber: 2, basicInformation: { ...from.items[0]!.basicInformation, checkOutDate: '2026-07-06', nights: 3 }, charges: { ...from.items[0]!.charges, total: usd(79178) } }],
});

async function chooseKingFlexible() {
  fireEvent.click(await screen.findByRole('button', { name: 'Select Flexible rate, Deluxe King Room' }));
  return screen.getByRole('dialog', { name: 'Confirm your changes' });
}

describe('the modify rate list', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('starts from the room’s own stay and shows each rate against what the room costs now', async () => {
    fakeApi(order(), () => ({ status: ok, order: null }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your reservation' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Current reservation details' })).getByText('$527.85')).toBeTruthy();
    expect((screen.getByLabelText('Check-in') as HTMLInputElement).value).toBe('2026-07-03');
    const rates = await screen.findByRole('list', { name: 'Rates for Deluxe King Room' });
    expect(within(rates).getByText('$263.93 more than now')).toBeTruthy();
  });

  it('confirms a change in the modal, with both sides, the difference and the new policy, and shows the answer on the upcoming page', async () => {
    const api = fakeApi(order(), () => ({ status: ok, order: changed(order()) }));
    renderPage(longer);
    const modal = await chooseKingFlexible();
    expect(within(within(modal).getByRole('region', { name: 'Current reservation' })).getByText(/2 nights/)).toBeTruthy();
    expect(within(within(modal).getByRole('region', { name: 'Updated reservation' })).getByText(/3 nights/)).toBeTruthy();
    expect(within(modal).getByText(/^Free cancellation until Jul 3, 2099.*After that, cancelling costs \$229\.50\.$/)).toBeTruthy();
    expect(within(modal).getByText('$263.93 more than now')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm changes' }));
    await waitFor(() => expect(screen.getByRole('status', { name: '' }).textContent ?? '').toContain('Your reservation is changed.'));
    expect(screen.getByLabelText('address').textContent).toBe(hostPaths.upcomingReservation.getHref(NUMBER));
    expect(api.updates).toEqual([
      expect.objectContaining({ confirmationNumber: NUMBER, orderRevisionNumber: order().orderRevisionNumber, checkOutDate: '2026-07-06', roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: expect.stringMatching(/^[\w-]{16,64}$/) }),
    ]);
    expect(await screen.findByText(/3 nights/)).toBeTruthy();
  });

  it('explains a stale revision, changes nothing and reads the order and rates again', async () => {
    const api = fakeApi(order(), () => ({ status: refused('STALE_REVISION'), order: order() }));
    renderPage(longer);
    const modal = await chooseKingFlexible();
    const reads = api.calls.length;
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm changes' }));
    expect(await within(modal).findByText(reservationErrorMessage('STALE_REVISION'))).toBeTruthy();
    await waitFor(() => expect(api.calls.slice(reads)).toEqual(expect.arrayContaining(['UpcomingReservation', 'ModifyRoomProducts'])));
    expect(screen.getByLabelText('address').textContent).toBe(longer);
  });

  it('keeps one idempotency key across a retry after a failed call', async () => {
    let attempts = 0;
    const api = fakeApi(order(), () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network down');
      return { status: ok, order: changed(order()) };
    });
    renderPage(longer);
    const modal = await chooseKingFlexible();
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm changes' }));
    expect(await within(modal).findByText(reservationErrorMessage(null))).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm changes' }));
    await waitFor(() => expect(api.updates).toHaveLength(2));
    expect(api.updates[1]!.idempotencyKey).toBe(api.updates[0]!.idempotencyKey);
  });

  it('shows a modify-only code in its words, with no rates', async () => {
    const api = fakeApi(order(), () => ({ status: ok, order: null }));
    api.answerSearchWith({ status: refused('E_ARRIVAL_FORMAT'), rooms: [] });
    renderPage(hostPaths.modifyRateList.getHref(NUMBER, { checkInDate: 'soon', checkOutDate: '2026-07-06', numAdultsPerRoom: 1, numChildrenPerRoom: 0 }));
    expect(await screen.findByText(reservationErrorMessage('E_ARRIVAL_FORMAT'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Select/ })).toBeNull();
  });
});
