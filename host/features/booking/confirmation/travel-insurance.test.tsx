// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { pageEventNames, raiseTravelInsuranceDeepLink } from '../../../services/page-events';
import { ConfirmationPage } from './confirmation-page';
import { createFakeConfirmationApi } from './testing/confirmation-fake-api';
import { offerFixture, quoteFixture, type QuoteFixture } from './testing/confirmation-fixtures';
import { renderBookedPage } from './testing/render-booked-page';

process.env.TZ = 'UTC';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: () => null }));
vi.mock('../../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: undefined, error: undefined, isLoading: true, mutate: vi.fn() }) }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

const deepLinks: Event[] = [];
const recordDeepLink = (event: Event) => deepLinks.push(event);
afterEach(() => {
  window.removeEventListener(pageEventNames.travelInsuranceDeepLink, recordDeepLink);
  deepLinks.length = 0;
});

async function renderPage({ quote, withOffer = true }: { quote: QuoteFixture | null; withOffer?: boolean }) {
  window.addEventListener(pageEventNames.travelInsuranceDeepLink, recordDeepLink);
  const fake = createFakeConfirmationApi();
  fake.state.quote = quote;
  fake.state.offers = withOffer ? [offerFixture('TRAVEL_INSURANCE')] : [];
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  renderBookedPage(bookingPaths.confirmation.path, <ConfirmationPage />, bookingPaths.confirmation.getHref('40000001'));
  await screen.findByRole('heading', { level: 1 });
  return { fake, user: userEvent.setup() };
}

const banner = () => screen.queryByRole('region', { name: 'Protect your trip' });
const miniCard = () => screen.queryByRole('article', { name: 'Protect your trip' });
const value = (region: HTMLElement, term: string) => within(region).getByText(term).nextElementSibling?.textContent;

describe('travel insurance on the confirmation', () => {
  it('shows the mini card, and keeps the banner hidden while no deep link has come (no quote for this booking)', async () => {
    const { fake } = await renderPage({ quote: null });
    expect(await screen.findByRole('article', { name: 'Protect your trip' })).toBeInTheDocument();
    await waitFor(() => expect(fake.callsOf('TravelInsuranceOffer')).toHaveLength(1));
    expect(deepLinks).toHaveLength(0);
    expect(banner()).toBeNull();
  });

  it('replaces the mini card with the banner when the deep-link event arrives, from any script of the page', async () => {
    await renderPage({ quote: null });
    await screen.findByRole('article', { name: 'Protect your trip' });
    act(() => raiseTravelInsuranceDeepLink({ href: '/travel-insurance/terms' }));
    expect(await screen.findByRole('region', { name: 'Protect your trip' })).toBeInTheDocument();
    expect(miniCard()).toBeNull();
    expect(await screen.findByText('Travel insurance cannot be added to this booking.')).toBeInTheDocument();
  });

  it('raises the deep link itself once the mini card’s loader answers a quote, and the banner shows its premium and cover', async () => {
    await renderPage({ quote: quoteFixture() });
    const shown = await screen.findByRole('region', { name: 'Protect your trip' });
    expect(deepLinks).toHaveLength(1);
    expect((deepLinks[0] as CustomEvent).detail).toEqual({ href: 'https://insurance.example.com/portico' });
    expect(miniCard()).toBeNull();
    expect(await within(shown).findByText('Covers cancellation for a covered reason, trip delays and lost bags.')).toBeInTheDocument();
    expect(value(shown, 'Premium')).toBe('$92.28');
    expect(value(shown, 'Covers your trip up to')).toBe('$1,419.74');
    expect(value(shown, 'Insurer')).toBe('Portico Trip Protection');
    expect(within(shown).getByRole('link', { name: /^What the policy covers/ })).toHaveAttribute('href', 'https://insurance.example.com/portico');
  });

  it('shows the banner for an embedding page’s deep link without a mini card, and no link for an unsafe address', async () => {
    await renderPage({ quote: quoteFixture(), withOffer: false });
    act(() => raiseTravelInsuranceDeepLink({ href: 'javascript:alert(1)' }));
    const shown = await screen.findByRole('region', { name: 'Protect your trip' });
    await within(shown).findByText('Premium');
    expect(within(shown).queryByRole('link')).toBeNull();
  });

  it('ignores a deep-link event without an address', async () => {
    await renderPage({ quote: quoteFixture(), withOffer: false });
    act(() => {
      window.dispatchEvent(new CustomEvent(pageEventNames.travelInsuranceDeepLink, { detail: 'nothing' }));
    });
    expect(banner()).toBeNull();
  });

  it('insures the trip with the quote, then says the policy number and shows the premium in the charges', async () => {
    const { fake, user } = await renderPage({ quote: quoteFixture() });
    const shown = await screen.findByRole('region', { name: 'Protect your trip' });
    await user.click(await within(shown).findByRole('button', { name: 'Insure my trip' }));
    expect(await screen.findByText('Your trip is insured. Your policy number is 500000001.')).toBeInTheDocument();
    expect(fake.callsOf('CreateTravelInsuranceOrder')[0]?.variables.input).toEqual({ confirmationNumber: '40000001', quoteId: 'QUOTE1' });
    const policy = screen.getByRole('region', { name: 'Travel insurance' });
    expect(value(policy, 'Policy number')).toBe('500000001');
    expect(banner()).toBeNull();
    const charges = screen.getByRole('region', { name: 'Summary of charges' });
    await waitFor(() => expect(value(charges, 'Travel insurance')).toBe('$92.28'));
  });

  it('says an expired quote is replaced, reads a new one, and insures with it', async () => {
    const { fake, user } = await renderPage({ quote: quoteFixture() });
    const shown = await screen.findByRole('region', { name: 'Protect your trip' });
    await within(shown).findByText('Premium');
    // The quote runs out while the order is on its way: the server answers with a new one from then on.
    fake.hold('CreateTravelInsuranceOrder');
    await user.click(within(shown).getByRole('button', { name: 'Insure my trip' }));
    fake.state.quote = quoteFixture({ id: 'QUOTE2', premium: { value: 9500, valueDecimalPoint: 2, currency: 'USD' } });
    fake.release('CreateTravelInsuranceOrder');
    expect(await within(shown).findByRole('alert')).toHaveTextContent('This quote has expired. Here is a new one: check the price, then insure your trip again.');
    await waitFor(() => expect(value(shown, 'Premium')).toBe('$95.00'));
    await user.click(within(shown).getByRole('button', { name: 'Insure my trip' }));
    expect(await screen.findByText('Your trip is insured. Your policy number is 500000001.')).toBeInTheDocument();
    expect(fake.callsOf('CreateTravelInsuranceOrder').map((call) => (call.variables.input as { quoteId: string }).quoteId)).toEqual(['QUOTE1', 'QUOTE2']);
  });

  it('says a declined card in the catalogue’s words, and changes nothing', async () => {
    const { fake, user } = await renderPage({ quote: quoteFixture() });
    fake.state.refusals.set('CreateTravelInsuranceOrder', { code: 'PAYMENT_DECLINED' });
    const shown = await screen.findByRole('region', { name: 'Protect your trip' });
    await user.click(await within(shown).findByRole('button', { name: 'Insure my trip' }));
    expect(await within(shown).findByRole('alert')).toHaveTextContent('Your card was declined. Nothing was charged: use another card, or call your bank.');
    expect(screen.queryByRole('region', { name: 'Travel insurance' })).toBeNull();
  });

  it('shows the booking’s policy, and neither mini card nor banner, when it is insured already', async () => {
    const fake = createFakeConfirmationApi();
    const premium = { value: 9228, valueDecimalPoint: 2, currency: 'USD' };
    fake.state.order = { ...fake.state.order!, travelInsurance: { policyNumber: '500000007', provider: 'Portico Trip Protection', premium, coveredTripCost: premium } };
    fake.state.offers = [offerFixture('TRAVEL_INSURANCE')];
    api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
    renderBookedPage(bookingPaths.confirmation.path, <ConfirmationPage />, bookingPaths.confirmation.getHref('40000001'));
    const policy = await screen.findByRole('region', { name: 'Travel insurance' });
    expect(value(policy, 'Policy number')).toBe('500000007');
    expect(miniCard()).toBeNull();
    expect(fake.callsOf('TravelInsuranceOffer')).toHaveLength(0);
  });
});
