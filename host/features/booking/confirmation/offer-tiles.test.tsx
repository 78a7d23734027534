// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { ConfirmationPage } from './confirmation-page';
import { offerTarget } from './offer-target';
import { createFakeConfirmationApi } from './testing/confirmation-fake-api';
import { offerFixture, type OfferFixture } from './testing/confirmation-fixtures';
import { renderBookedPage } from './testing/render-booked-page';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: () => null }));
vi.mock('../../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: undefined, error: undefined, isLoading: true, mutate: vi.fn() }) }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

async function renderOffers(offers: OfferFixture[]) {
  const fake = createFakeConfirmationApi();
  fake.state.offers = offers;
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  renderBookedPage(bookingPaths.confirmation.path, <ConfirmationPage />, bookingPaths.confirmation.getHref('40000001'));
  await screen.findByRole('heading', { level: 1 });
  return fake;
}

describe('the offer tiles', () => {
  it('show the co-branded card, cross-sell and upsell in the content’s order, each with heading, body and call to action', async () => {
    await renderOffers([offerFixture('COBRAND_CREDIT_CARD', { imagePath: '/images/offers/card.svg' }), offerFixture('CROSS_SELL'), offerFixture('UPSELL'), offerFixture('TRAVEL_INSURANCE')]);
    const tiles = await screen.findByRole('region', { name: 'More for your trip' });
    expect(within(tiles).getAllByRole('article').map((tile) => within(tile).getByRole('heading').textContent)).toEqual([
      'The Portico Rewards card',
      'Book a table',
      'Upgrade to a suite',
    ]);
    const card = within(tiles).getByRole('article', { name: 'The Portico Rewards card' });
    expect(within(card).getByText('Earn points on every purchase.')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/offers/card.svg');
  });

  it('open a partner’s https page in a new tab that cannot reach back, and a page of this site through the router', async () => {
    await renderOffers([offerFixture('COBRAND_CREDIT_CARD'), offerFixture('CROSS_SELL')]);
    const partner = await screen.findByRole('link', { name: /^Apply now\s*\(opens in a new tab\)$/ });
    expect(partner).toHaveAttribute('href', 'https://cards.example.com/portico');
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner.getAttribute('rel')).toContain('noopener');
    const own = screen.getByRole('link', { name: 'See the menu' });
    expect(own).toHaveAttribute('href', '/hotels/nycts-portico-times-square/overview');
    expect(own).not.toHaveAttribute('target');
  });

  it('show no link for an address that is neither', async () => {
    await renderOffers([offerFixture('UPSELL', { href: 'javascript:alert(1)' }), offerFixture('CROSS_SELL', { href: 'http://cards.example.com/' })]);
    const tiles = await screen.findByRole('region', { name: 'More for your trip' });
    expect(within(tiles).queryAllByRole('link')).toEqual([]);
  });

  it('leave the page without the section when the hotel has no such offer', async () => {
    const fake = await renderOffers([]);
    expect(fake.callsOf('ConfirmationOffers')[0]?.variables).toEqual({ propertyId: 'NYCTS' });
    expect(screen.queryByRole('region', { name: 'More for your trip' })).toBeNull();
  });
});

describe('offerTarget', () => {
  it('takes same-site paths and https addresses without credentials, and nothing else', () => {
    expect(offerTarget('/loyalty/findReservationList.mi?x=1')).toEqual({ kind: 'site', path: '/loyalty/findReservationList.mi?x=1' });
    expect(offerTarget('https://partner.example.com/a?b=c')).toEqual({ kind: 'partner', url: 'https://partner.example.com/a?b=c' });
    for (const unsafe of ['//evil.example/x', '/\\evil.example', 'http://partner.example.com/', 'https://user:pass@partner.example.com/', 'javascript:alert(1)', 'data:text/html,hi', 'relative/path']) {
      expect(offerTarget(unsafe), unsafe).toBeNull();
    }
  });
});
