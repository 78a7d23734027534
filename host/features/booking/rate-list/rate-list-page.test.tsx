// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIST_REFRESH_MS } from '../../../../shared/booking/booking-timers';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { logToServer } from '../../../../shared/telemetry/client-log';
import { pushDataLayer } from '../../../../shared/telemetry/data-layer';
import { createFakeBookingApi, graphQlFailure, type FakeBookingApi } from '../testing/booking-fake-api';
import { cashRate, criteriaFixture, roomOffer, searchAnswer, selectionFixture, TEST_TODAY } from '../testing/booking-fixtures';
import { renderBookingPage } from '../testing/render-booking-page';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'https://images.example.com' } }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: ({ propertyId }: { propertyId: string | null }) => (propertyId ? <p>Header of {propertyId}</p> : null) }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
const user = vi.hoisted(() => ({ refresh: vi.fn(async () => undefined) }));
vi.mock('../../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: undefined, mutate: user.refresh }) }));
vi.mock('../../../auth/sign-in-dialog', async () => ({ SignInDialog: (await import('../testing/booking-test-doubles')).FakeSignInDialog }));
const exchange = vi.hoisted(() => ({ rates: vi.fn(async () => ({ asOf: '2026-11-02', perUsd: { USD: 1, EUR: 0.9215, JPY: 151.37 } })) }));
vi.mock('../../../../shared/content/exchange-rates-client', () => ({ exchangeRatesKey: 'exchange-rates', getExchangeRates: () => exchange.rates() }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

let fake: FakeBookingApi;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TEST_TODAY}T12:00:00`) });
  fake = createFakeBookingApi();
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  vi.mocked(logToServer).mockClear();
  vi.mocked(pushDataLayer).mockClear();
  user.refresh.mockClear();
});
afterEach(() => vi.useRealTimers());

const openList = async (criteria = criteriaFixture()) => {
  renderBookingPage(bookingPaths.rateList.getHref(criteria));
  return screen.findByRole('tabpanel');
};
const room = (name: string) => screen.getByRole('region', { name });
const rateCard = (name: string) => screen.getByRole('article', { name });

describe('the rate list', () => {
  it('asks for the address’s search and shows a skeleton until the answer comes', async () => {
    fake.hold('SearchProductsByProperty');
    renderBookingPage(bookingPaths.rateList.getHref(criteriaFixture()));
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading rooms and rates' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Header of NYCTS')).toBeInTheDocument();
    fake.release('SearchProductsByProperty');
    await screen.findByRole('tabpanel');
    expect(fake.callsOf('SearchProductsByProperty')[0]!.variables).toEqual({ input: criteriaFixture() });
  });

  it('reads the list again after RATE_LIST_REFRESH_MS, as prices and rooms left move', async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    await openList();
    const refresh = setTimeoutSpy.mock.calls.find(([, delay]) => delay === RATE_LIST_REFRESH_MS);
    setTimeoutSpy.mockRestore();
    expect(refresh).toBeDefined();
    fake.state.search = () => searchAnswer({ rooms: [roomOffer('KING', 'Deluxe King Room', [cashRate('FLEX', 'Flexible rate', 45900)], 1)] });
    (refresh![0] as () => void)();
    await waitFor(() => expect(within(room('Deluxe King Room')).getByText('Only 1 room left')).toBeInTheDocument());
    expect(fake.callsOf('SearchProductsByProperty')).toHaveLength(2);
  });

  it('shows each room type with its photo at the spec sizes, bedding, size and rooms left', async () => {
    await openList();
    const king = room('Deluxe King Room');
    // American English measures rooms in square feet: the hotel's 28 m² is 301 sq ft.
    expect(within(king).getByText('1 King bed').closest('p')).toHaveTextContent('1 King bed · 301 sq ft');
    expect(within(king).getByText('3 rooms left')).toBeInTheDocument();
    expect(within(room('Deluxe Queen Room')).getByText('Only 1 room left')).toBeInTheDocument();
    const image = within(king).getByRole('img', { name: 'Deluxe King Room, the bed and the window' });
    expect(image).toHaveAttribute('src', 'https://images.example.com/images/rooms/king.svg?width=358&height=160');
    expect(image).toHaveAttribute('width', '358');
    expect(image).toHaveAttribute('height', '160');
    // Each breakpoint offers AVIF, then WebP, in the spec's shape for that width; the SVG is the fallback.
    const sources = [...image.parentElement!.querySelectorAll('source')].map((source) => ['media', 'type', 'width', 'height'].map((name) => source.getAttribute(name)));
    expect(sources).toEqual([
      ['(min-width: 992px)', 'image/avif', '562', '366'],
      ['(min-width: 992px)', 'image/webp', '562', '366'],
      ['(min-width: 768px)', 'image/avif', '451', '366'],
      ['(min-width: 768px)', 'image/webp', '451', '366'],
      [null, 'image/avif', '358', '160'],
      [null, 'image/webp', '358', '160'],
    ]);
    const desktopAvif = image.parentElement!.querySelector('source')!.getAttribute('srcset')!;
    expect(desktopAvif.split(', ')[0]).toBe('https://images.example.com/images/rooms/king.avif?width=480&height=313&v=2 480w');
  });

  it('shows the flexible rate first and its member price next, the rest behind See More, and hides them again with See Less', async () => {
    await openList();
    const king = room('Deluxe King Room');
    const rates = () => within(within(king).getByRole('list', { name: 'Rates for Deluxe King Room' })).getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(rates()).toEqual(['Flexible rate, Deluxe King Room', 'Member rate, Deluxe King Room']);
    const more = within(king).getByRole('button', { name: 'See More rates for Deluxe King Room' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(rates().slice(2)).toEqual(['AAA rate, Deluxe King Room', 'Prepay and save, Deluxe King Room']);
    const less = within(king).getByRole('button', { name: 'See Less rates for Deluxe King Room' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(less);
    expect(rates()).toHaveLength(2);
    expect(within(room('Deluxe Queen Room')).queryByRole('button', { name: /See More/ })).toBeNull();
  });

  it('changes every price when rates with taxes are asked for, and gives the stay’s total with them', async () => {
    await openList();
    const flexible = rateCard('Flexible rate, Deluxe King Room');
    expect(within(flexible).getByText('$459.00')).toBeInTheDocument();
    expect(within(flexible).getByText('per night, average, before taxes')).toBeInTheDocument();
    expect(within(flexible).queryByText(/for the stay/)).toBeNull();
    expect(within(room('Deluxe Queen Room')).getByText('$499.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Show rates with taxes' }));
    expect(within(flexible).getByText('$527.85')).toBeInTheDocument();
    expect(within(flexible).getByText('per night, average, with taxes and fees')).toBeInTheDocument();
    expect(within(flexible).getByText('$1,055.70 for the stay, with taxes and fees')).toBeInTheDocument();
    expect(within(room('Deluxe Queen Room')).getByText('$573.85')).toBeInTheDocument();
    expect(screen.queryByText('$459.00')).toBeNull();
  });

  it('says on every rate card when free cancellation ends, in the hotel’s time, or that the rate is non-refundable', async () => {
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'See More rates for Deluxe King Room' }));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(5);
    const lines = cards.map((card) => [card.getAttribute('aria-label'), card.querySelector('h4 + p')?.textContent]);
    const free = 'Free cancellation until Jul 1, 2026, 4:00 PM EDT';
    expect(lines).toEqual([
      ['Flexible rate, Deluxe King Room', free],
      ['Member rate, Deluxe King Room', free],
      ['AAA rate, Deluxe King Room', free],
      ['Prepay and save, Deluxe King Room', 'Non-refundable: paid in full when you book'],
      ['Flexible rate, Deluxe Queen Room', free],
    ]);
  });

  it('strikes the was-price through, read as “was”, only where the answer gives one', async () => {
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'See More rates for Deluxe King Room' }));
    const was = within(rateCard('Prepay and save, Deluxe King Room')).getByText('$459.00');
    expect(was.tagName).toBe('S');
    expect(was).toHaveTextContent('Was $459.00');
    fireEvent.click(screen.getByRole('switch', { name: 'Show rates with taxes' }));
    expect(within(rateCard('Prepay and save, Deluxe King Room')).getByText('$527.85').tagName).toBe('S');
    expect(within(room('Deluxe Queen Room')).queryByText(/Was/)).toBeNull();
    expect(document.querySelectorAll('s')).toHaveLength(1);
  });

  it('shows a visitor one Cash tab and, on member rates, the sign-in tile instead of a price', async () => {
    await openList();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Cash']);
    const member = rateCard('Member rate, Deluxe King Room');
    expect(within(member).getByRole('heading', { level: 4, name: 'Member rate' })).toBeInTheDocument();
    // The rate's name says it once; the sign-in tile, not a second mark, says how to get it.
    expect(within(member).getAllByText('Member rate')).toHaveLength(1);
    expect(within(member).queryByText('Member price')).toBeNull();
    expect(within(member).getByText(/Members get this rate/)).toBeInTheDocument();
    expect(within(member).queryByRole('button', { name: /^Select/ })).toBeNull();
    expect(within(rateCard('Flexible rate, Deluxe King Room')).getByRole('button', { name: 'Select Flexible rate, Deluxe King Room' })).toBeEnabled();
    expect(screen.queryByRole('note', { name: 'Member rates' })).toBeNull();
  });

  it('opens the member-rate sign-in from the tile, then reads the search again and shows member prices', async () => {
    await openList();
    fireEvent.click(within(rateCard('Member rate, Deluxe King Room')).getByRole('button', { name: 'Sign in' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in for member rates' });
    expect(dialog).toHaveTextContent('overlay memberRateSignIn in variant signInOnly');
    fake.state.search = () => searchAnswer({ isMember: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish sign-in' }));
    expect(await screen.findByRole('note', { name: 'Member rates' })).toHaveTextContent('Congratulations, you are getting member rates. Your points balance: 48,250 points.');
    expect(user.refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(rateCard('Member rate, Deluxe King Room')).getByText('$420.00')).toBeInTheDocument();
    // One member mark, beside the price, and none on the rates everyone may book.
    expect(within(rateCard('Member rate, Deluxe King Room')).getAllByText('Member price')).toHaveLength(1);
    expect(within(rateCard('Flexible rate, Deluxe King Room')).queryByText('Member price')).toBeNull();
    expect(within(rateCard('Member rate, Deluxe King Room')).queryByText(/Members get this rate/)).toBeNull();
    expect(fake.callsOf('SearchProductsByProperty')).toHaveLength(2);
  });

  it('gives a member the points tabs the answer has, moved through with the arrow keys', async () => {
    fake.state.search = () => searchAnswer({ isMember: true });
    await openList();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Cash', 'Points', 'Cash and points']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Cash');

    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Points');
    expect(within(screen.getByRole('tabpanel')).getByText('30,000 points')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Deluxe Queen Room' })).toBeNull();

    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(tabs[2]).toHaveFocus();
    expect(within(screen.getByRole('tabpanel')).getByText('15,000 points + $100.00')).toBeInTheDocument();
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(tabs[0]).toHaveFocus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(tabs[0]!);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Cash');
  });

  it('opens on the Points tab when the search asks to use points and the member may', async () => {
    fake.state.search = () => searchAnswer({ isMember: true }, criteriaFixture({ rewardsRedemption: true }));
    await openList(criteriaFixture({ rewardsRedemption: true }));
    expect(screen.getByRole('tab', { name: 'Points' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when the rooms are for another stay, which, and logs the ERS Flexible Filter case once', async () => {
    const offered = criteriaFixture({ checkInDate: '2026-07-04', checkOutDate: '2026-07-06' });
    fake.state.search = () => searchAnswer({ isExactMatch: false, offered: selectionFixture(offered) });
    await openList();
    const alert = screen.getByRole('status', { name: '' });
    expect(alert).toHaveTextContent('Not an exact match, but these come close.');
    expect(alert).toHaveTextContent('The rooms below are free for Sat, Jul 4 – Mon, Jul 6, 2026 · 2 nights · 1 room · 2 adults per room, not for Fri, Jul 3 – Sun, Jul 5, 2026.');
    expect(alert).toHaveTextContent('Rooms offered: Deluxe King Room, Deluxe Queen Room.');
    await waitFor(() => expect(logToServer).toHaveBeenCalledTimes(1));
    expect(logToServer).toHaveBeenCalledWith('info', 'API_ERROR|NO_EXACT_MATCH|ERS Flexible Filter|NYCTS asked 2026-07-03..2026-07-05 x1, offered 2026-07-04..2026-07-06 x1');
    expect(pushDataLayer).toHaveBeenCalledWith(expect.anything(), {
      name: 'reservationError',
      detail: { error_info: 'API_ERROR|NO_EXACT_MATCH|ERS Flexible Filter|NYCTS asked 2026-07-03..2026-07-05 x1, offered 2026-07-04..2026-07-06 x1' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Show rates with taxes' }));
    expect(logToServer).toHaveBeenCalledTimes(1);
  });

  it('says so plainly when nothing is free, with a way to change the search', async () => {
    fake.state.search = () => searchAnswer({ isExactMatch: false, offered: null, rooms: [] });
    renderBookingPage(bookingPaths.rateList.getHref(criteriaFixture()));
    expect(await screen.findByText('No rooms are free for your search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your search' })).toHaveAttribute('href', bookingPaths.availability.getHref(criteriaFixture()));
    expect(screen.queryByRole('tabpanel')).toBeNull();
    await waitFor(() => expect(logToServer).toHaveBeenCalledWith('info', expect.stringContaining('|NO_EXACT_MATCH|ERS Flexible Filter|NYCTS asked 2026-07-03..2026-07-05 x1, offered nothing')));
  });

  it('shows the search form with the specific messages, and asks nothing, for a bad search in the address', async () => {
    const params = new URLSearchParams({ propertyId: 'NYCTS', checkInDate: '2026-05-20', checkOutDate: '2026-07-05', numRooms: 'many' });
    renderBookingPage(`${bookingPaths.rateList.path}?${params}`);
    expect(screen.getByText('Check your search')).toBeInTheDocument();
    expect(screen.getByLabelText('Check-in')).toHaveAccessibleDescription('Check-in cannot be in the past.');
    expect(screen.getByLabelText('Rooms')).toHaveAccessibleDescription('Enter a whole number.');
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(fake.callsOf('SearchProductsByProperty')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '2026-07-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find rooms' }));
    expect(await screen.findByRole('tabpanel')).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent(bookingPaths.rateList.getHref(criteriaFixture({ numAdultsPerRoom: 1 })));
  });

  it('shows the server’s refusal of a search beside the field it names', async () => {
    fake.failNext('SearchProductsByProperty', graphQlFailure('BAD_USER_INPUT', 'The rooms of this hotel hold at most 3 guests each; you asked for 4 per room. Add a room instead.', { field: 'numAdultsPerRoom' }));
    renderBookingPage(bookingPaths.rateList.getHref(criteriaFixture({ numAdultsPerRoom: 4 })));
    const adults = await screen.findByLabelText('Adults per room');
    expect(adults).toHaveAttribute('aria-invalid', 'true');
    expect(adults).toHaveAccessibleDescription('The rooms of this hotel hold at most 3 guests each; you asked for 4 per room. Add a room instead.');
    expect(screen.queryByRole('tabpanel')).toBeNull();
  });

  it('offers to try again after a server error', async () => {
    fake.failNext('SearchProductsByProperty', graphQlFailure('INTERNAL_SERVER_ERROR', 'Unexpected error.'));
    renderBookingPage(bookingPaths.rateList.getHref(criteriaFixture()));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load rooms and rates just now.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tabpanel')).toBeInTheDocument();
  });

  it('changes the search from its summary with the compact form', async () => {
    await openList();
    expect(screen.getByText(/Fri, Jul 3 – Sun, Jul 5, 2026 · 2 nights · 1 room · 2 adults per room/)).toBeInTheDocument();
    const change = screen.getByRole('button', { name: 'Change search' });
    expect(change).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByLabelText('Hotel')).toBeNull();
    fireEvent.change(screen.getByLabelText('Rooms'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update search' }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(bookingPaths.rateList.getHref(criteriaFixture({ numRooms: 2 }))));
    expect(change).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(fake.callsOf('SearchProductsByProperty').at(-1)!.variables).toEqual({ input: criteriaFixture({ numRooms: 2 }) }));
  });

  it('tells of an unknown hotel code', async () => {
    fake.state.search = () => null;
    renderBookingPage(bookingPaths.rateList.getHref(criteriaFixture({ propertyId: 'ZZZZZ' })));
    expect(await screen.findByText('We could not find that hotel')).toBeInTheDocument();
  });

  it('shows a room with only the rates of the tab, and none of a room without any', async () => {
    fake.state.search = () => searchAnswer({ rooms: [roomOffer('KING', 'Deluxe King Room', [cashRate('FLEX', 'Flexible rate', 45900)])] });
    await openList();
    expect(screen.getAllByRole('region', { name: /Room$/ })).toHaveLength(1);
  });

  it('narrows the rooms to those with every feature chosen in the filter, says how many, and clears', async () => {
    const withFeatures = (offer: ReturnType<typeof roomOffer>, features: { code: string; categoryCode: string; description: string }[]) => ({
      ...offer,
      roomType: { ...offer.roomType, features },
    });
    const highFloor = { code: 'H1', categoryCode: 'FLOOR', description: 'High floor' };
    const kitchenette = { code: 'E1', categoryCode: 'STAY', description: 'Kitchenette for longer stays' };
    fake.state.search = () =>
      searchAnswer({
        rooms: [
          withFeatures(roomOffer('KING', 'Deluxe King Room', [cashRate('FLEX', 'Flexible rate', 45900)]), [highFloor]),
          withFeatures(roomOffer('QUEEN', 'Queen Room', [cashRate('FLEX', 'Flexible rate', 39900)]), [highFloor, kitchenette]),
          withFeatures(roomOffer('TWIN', 'Twin Room', [cashRate('FLEX', 'Flexible rate', 29900)]), []),
        ],
      });
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Filter rooms' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter rooms' });
    // The features of this search's rooms, each once, sorted by their words.
    expect(within(dialog).getAllByRole('checkbox').map((box) => box.parentElement!.textContent)).toEqual(['High floor', 'Kitchenette for longer stays']);
    expect(within(dialog).getByRole('button', { name: 'Clear' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'High floor' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Kitchenette for longer stays' }));
    // Nothing moves on the page until Apply, which says what it will show.
    expect(screen.getAllByRole('region', { name: /Room$/ })).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show 1 room' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /Room$/ })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Queen Room' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3 rooms have every feature you chose.')).toHaveAttribute('role', 'status');

    // Reopened, it starts from what is applied; Clear empties the boxes and Apply shows every room again.
    fireEvent.click(screen.getByRole('button', { name: 'Filter rooms (2)' }));
    const reopened = screen.getByRole('dialog', { name: 'Filter rooms' });
    expect(within(reopened).getByRole('checkbox', { name: 'Kitchenette for longer stays' })).toBeChecked();
    fireEvent.click(within(reopened).getByRole('button', { name: 'Clear' }));
    expect(within(reopened).getByRole('checkbox', { name: 'Kitchenette for longer stays' })).not.toBeChecked();
    fireEvent.click(within(reopened).getByRole('button', { name: 'Show 3 rooms' }));
    expect(screen.getAllByRole('region', { name: /Room$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Filter rooms' })).toBeInTheDocument();
  });

  it('closing the filter any other way than Apply leaves the list as it was', async () => {
    await openList();
    const before = screen.getAllByRole('region', { name: /Room$/ }).length;
    fireEvent.click(screen.getByRole('button', { name: 'Filter rooms' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter rooms' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'High floor' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close filter rooms' }));
    expect(screen.getAllByRole('region', { name: /Room$/ })).toHaveLength(before);
    fireEvent.click(screen.getByRole('button', { name: 'Filter rooms' }));
    expect(within(screen.getByRole('dialog', { name: 'Filter rooms' })).getByRole('checkbox', { name: 'High floor' })).not.toBeChecked();
  });

  it('shows the prices in the currency the guest picks, marked approximate with the rates’ day, and keeps the choice', async () => {
    window.localStorage.removeItem('portico.displayCurrency');
    fake.state.search = () => searchAnswer({ rooms: [roomOffer('KING', 'Deluxe King Room', [cashRate('FLEX', 'Flexible rate', 45900)])] });
    await openList();
    const selector = screen.getByRole('combobox', { name: 'Show prices in' });
    expect(selector).toHaveDisplayValue('USD (the hotel’s currency)');
    expect(exchange.rates).not.toHaveBeenCalled();
    expect(rateCard('Flexible rate, Deluxe King Room')).toHaveTextContent('$459.00');

    fireEvent.change(selector, { target: { value: 'EUR' } });
    await waitFor(() => expect(rateCard('Flexible rate, Deluxe King Room')).toHaveTextContent('≈ €422.97'));
    expect(screen.getByText('Prices in EUR are approximate, at the exchange rate of Mon, Nov 2, 2026. You will pay in USD.')).toBeInTheDocument();
    expect(selector).toHaveAccessibleDescription('Prices in EUR are approximate, at the exchange rate of Mon, Nov 2, 2026. You will pay in USD.');
    expect(window.localStorage.getItem('portico.displayCurrency')).toBe('EUR');

    fireEvent.change(selector, { target: { value: '' } });
    expect(rateCard('Flexible rate, Deluxe King Room')).toHaveTextContent('$459.00');
    expect(window.localStorage.getItem('portico.displayCurrency')).toBeNull();
  });

  it('keeps the prices in the hotel’s currency, and says why, when the rates cannot be read', async () => {
    exchange.rates.mockRejectedValueOnce(new Error('content service down'));
    window.localStorage.setItem('portico.displayCurrency', 'JPY');
    await openList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Prices cannot be shown in another currency just now. They are shown in USD, the currency you will pay in.');
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('$');
    window.localStorage.removeItem('portico.displayCurrency');
  });
});
