// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotelHeaderFieldsFragment } from '../../shared/graphql/generated/graphql';
import { pageEventNames } from '../services/page-events';
import { INSURANCE_ENTRY_KEYS } from '../services/insurance-entries';
import { HotelHeader } from './hotel-header';
import { PropertyBar } from './property-bar';
import type { UserDetailsResponse } from '../../shared/domain/auth-responses';
import type { HotelHeaderPageKind } from '../../shared/domain/hotel-header';
import { authApiPaths } from '../../shared/domain/paths';
import type { SupportedLocale } from '../../shared/domain/locales';
import { allMessageAreas } from '../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../shared/i18n/messages';
import { MessagesProvider } from '../../shared/i18n/messages-context';

const config = vi.hoisted(() => ({ locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'https://images.example.com' }));
vi.mock('../services/config', () => ({ config }));
vi.mock('../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('./heart/save-toggle', () => ({ SaveToggle: ({ propertyId }: { propertyId: string }) => <span>heart for {propertyId}</span> }));

const hotel = (overrides: Partial<HotelHeaderFieldsFragment['basicInformation']> = {}): HotelHeaderFieldsFragment => ({
  id: 'SHAPD',
  seoNickname: 'shapd-portico-shanghai-pudong',
  timeZone: 'Asia/Shanghai',
  basicInformation: { name: 'Portico Shanghai Pudong', latitude: 31.2363, longitude: 121.5029, currency: 'CNY', brand: { id: 'MC' }, ...overrides },
  contactInformation: {
    address: { line1: '88 Century Avenue', line2: null, line3: null, city: 'Shanghai', postalCode: '200120', stateProvince: null, country: { code: 'CN', description: 'China' } },
    contactNumbers: [{ number: '+862150491234', display: '+86 21 5049 1234', type: { code: 'phone' } }],
  },
  reviews: { stars: { count: 4 }, numberOfReviews: { count: 310 } },
  media: { primaryImage: null, hotelLogo: { alternateDescription: 'Portico', imageSrc: '/images/logos/mc-alternate.svg' } },
});

let property: HotelHeaderFieldsFragment | null = hotel();

const member: UserDetailsResponse = {
  status: 'SUCCESS',
  rememberedUser: false,
  sessionTimedOut: false,
  headerSubtext: { consumerName: 'liam' },
  userProfileData: { memberNumber: '100000002', consumerId: 'C1000002', tier: 'Platinum' },
};
const visitor: UserDetailsResponse = { status: 'FAILURE', rememberedUser: false, sessionTimedOut: false, headerSubtext: { consumerName: null }, userProfileData: null };
let userDetails: UserDetailsResponse = member;
vi.mock('../services/graphql', () => ({ requestGraphQl: vi.fn(async () => ({ property })) }));

const contentCalls: { url: string; body: unknown }[] = [];

function renderHeader(pageKind: HotelHeaderPageKind, path = '/loyalty/myAccount/saveProperties.mi', locale: SupportedLocale = 'en-US') {
  return render(
    <MessagesProvider locale={locale}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[path]}>
          <HotelHeader pageKind={pageKind} propertyId="SHAPD" />
        </MemoryRouter>
      </SWRConfig>
    </MessagesProvider>,
  );
}

beforeAll(async () => {
  await loadAreas('zh-CN', allMessageAreas);
});

beforeEach(() => {
  config.locale = 'en-US';
  property = hotel();
  userDetails = member;
  contentCalls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === authApiPaths.userDetails) return new Response(JSON.stringify(userDetails), { status: 200, headers: { 'content-type': 'application/json' } });
      contentCalls.push({ url, body: JSON.parse(String(init.body)) });
      const entries = [
        { id: '1', name: 'SHAPD welcome banner', type: 'image', locale: 'en_US', images: [{ imageFile: '/images/banner.svg', altText: '' }] },
        { id: '2', name: 'SHAPD hotel logo', type: 'image', locale: 'en_US', images: [{ imageFile: '/images/logos/mc.svg', altText: '' }] },
      ];
      return new Response(JSON.stringify({ entries }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const region = () => screen.findByRole('region', { name: 'Your hotel: Portico Shanghai Pudong' });

describe('HotelHeader, full layout', () => {
  it('shows a skeleton, then name, address with map, phone, rating and the heart on account pages', async () => {
    renderHeader('account');
    expect(screen.getByRole('status', { name: 'Loading hotel' })).toHaveAttribute('aria-busy', 'true');
    const header = await region();
    expect(within(header).getByRole('link', { name: 'Portico Shanghai Pudong' })).toHaveAttribute('href', '/hotels/shapd-portico-shanghai-pudong/overview');
    expect(within(header).getByRole('link', { name: /88 Century Avenue/ }).getAttribute('href')).toContain('query=31.2363%2C121.5029');
    expect(within(header).getByRole('link', { name: '4 of 5 stars · 310 reviews' })).toHaveAttribute('href', '/hotels/shapd-portico-shanghai-pudong/reviews');
    expect(within(header).getByText('heart for SHAPD')).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Hotel details' })).toBeNull();
  });

  it('takes the logo from the content entry named as the logo, on the image cache domain', async () => {
    const { container } = renderHeader('account');
    await region();
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('src', 'https://images.example.com/images/logos/mc.svg'));
    expect(contentCalls[0]!.url).toBe('/mi/content/v1/search?limit=5&defaultLocale=true');
    expect(contentCalls[0]!.body).toMatchObject({ includeLink: true, locales: ['en_US'], taxonomies: ['property-logos', 'S', 'SHAPD'], types: ['image'] });
  });

  it('uses the hotel’s alternate logo with daclogo=true, without asking the content service', async () => {
    const { container } = renderHeader('account', '/loyalty/myAccount/saveProperties.mi?daclogo=true');
    await region();
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://images.example.com/images/logos/mc-alternate.svg');
    expect(contentCalls).toEqual([]);
  });

  it('has no heart on booking pages, and a hotel-details link on post-booking pages that raises the detail event', async () => {
    const { unmount } = renderHeader('booking');
    expect(within(await region()).queryByText(/heart for/)).toBeNull();
    unmount();

    renderHeader('postBooking');
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(pageEventNames.hotelDetail, listener);
    within(await region()).getByRole('button', { name: 'Hotel details' }).click();
    window.removeEventListener(pageEventNames.hotelDetail, listener);
    expect(events).toEqual([{ id: 'SHAPD', reviewUrl: '/hotels/shapd-portico-shanghai-pudong/reviews', detailUrl: '/hotels/shapd-portico-shanghai-pudong/overview' }]);
  });

  it('shows the heart to signed-in and remembered members only, not to a visitor who looked a reservation up', async () => {
    userDetails = visitor;
    const { unmount } = renderHeader('postBooking');
    await within(await region()).findByRole('button', { name: 'Hotel details' });
    expect(within(await region()).queryByText(/heart for/)).toBeNull();
    unmount();

    userDetails = { ...visitor, rememberedUser: true };
    renderHeader('reservationLookup');
    expect(await within(await region()).findByText('heart for SHAPD')).toBeInTheDocument();
  });

  it('sends the jewellery brand to its location page in a new tab, with no hotel-details link', async () => {
    property = hotel({ brand: { id: 'bg' } });
    renderHeader('postBooking');
    const header = await region();
    // jsdom joins the hidden " (opens…)" without its space; browsers keep it.
    expect(within(header).getByRole('link', { name: /^Portico Shanghai Pudong\s*\(opens in a new tab\)$/ })).toHaveAttribute('target', '_blank');
    expect(within(header).queryByRole('button', { name: 'Hotel details' })).toBeNull();
  });

  it('offers the local map services and a rating without a link in the China locale, in its words', async () => {
    config.locale = 'zh-CN';
    renderHeader('account', undefined, 'zh-CN');
    const header = await screen.findByRole('region', { name: '您的酒店：Portico Shanghai Pudong' });
    expect(within(header).getByRole('link', { name: /^百度地图\s*（在新标签页中打开）$/ })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: /^高德地图\s*（在新标签页中打开）$/ })).toBeInTheDocument();
    expect(within(header).getByText('4/5 星 · 310 条点评')).toHaveAttribute('title', '310 位宾客评分为 4/5 星');
    expect(within(header).queryByRole('link', { name: /星/ })).toBeNull();
  });

  it('clears the stored insurance entries on the reservation-lookup page once the hotel loads', async () => {
    for (const key of INSURANCE_ENTRY_KEYS) localStorage.setItem(key, 'x');
    localStorage.setItem('portico.recentlyViewed', 'kept');
    renderHeader('reservationLookup');
    await region();
    expect(INSURANCE_ENTRY_KEYS.map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(localStorage.getItem('portico.recentlyViewed')).toBe('kept');
  });

  it('shows nothing for a property id no hotel has', async () => {
    property = null;
    const { container } = renderHeader('account');
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

describe('PropertyBar', () => {
  it('links to the hotel’s availability form, which starts from its default selection', () => {
    render(
      <MemoryRouter>
        <PropertyBar hotel={hotel()} />
      </MemoryRouter>,
    );
    const bar = screen.getByTestId('property-bar');
    expect(within(bar).getByRole('link', { name: 'Check availability at Portico Shanghai Pudong' })).toHaveAttribute('href', '/reservation/availability.mi?propertyId=SHAPD');
  });
});
