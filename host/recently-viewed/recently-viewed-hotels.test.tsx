// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allMessageAreas } from '../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../shared/i18n/messages';
import { MessagesProvider } from '../../shared/i18n/messages-context';
import type { RecentlyViewedHotel } from './recently-viewed';
import { readRecentlyViewed, RECENTLY_VIEWED_KEY, writeRecentlyViewed } from './recently-viewed-storage';
import { RecentlyViewedHotels } from './recently-viewed-hotels';

vi.mock('../services/config', () => ({ config: { locale: 'en-US' } }));

const hotel = (marshaCode: string, name: string, reviews = 100): RecentlyViewedHotel => ({
  name,
  address: '1 Main Street',
  marshaCode,
  seoNickname: `${marshaCode.toLowerCase()}-portico`,
  imageUrl: null,
  latitude: 1,
  longitude: 2,
  marshaBrandCode: 'MC',
  numberOfReviewsCount: reviews,
  starsCount: 4,
  postalAddress: 'Town 12345',
  state: null,
  country: 'US',
  createdAt: Date.now(),
});

afterEach(() => localStorage.clear());

describe('RecentlyViewedHotels', () => {
  it('lists up to three hotels with links, leaving out the page’s own hotel', () => {
    const hotels = [hotel('NYCTS', 'Times Square'), hotel('LONKX', "King's Cross", 3), hotel('SHAPD', 'Pudong', 1310), hotel('BKKRV', 'Bangkok')];
    render(
      <MemoryRouter>
        <RecentlyViewedHotels hotels={hotels} excludeCode="nycts" />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('region', { name: 'Recently viewed' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(["King's Cross", 'Pudong', 'Bangkok']);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/hotels/lonkx-portico/overview');
    // The reviews rule: three reviews are not shown, 1,310 are, formatted for the locale.
    expect(items[0]).not.toHaveTextContent('reviews');
    expect(items[1]).toHaveTextContent('4 of 5 stars · 1,310 reviews');
  });

  it('speaks the page’s locale, the review count in its digit grouping', async () => {
    await loadAreas('ja-JP', allMessageAreas);
    render(
      <MessagesProvider locale="ja-JP">
        <MemoryRouter>
          <RecentlyViewedHotels hotels={[hotel('SHAPD', 'Pudong', 1310)]} />
        </MemoryRouter>
      </MessagesProvider>,
    );
    const region = screen.getByRole('region', { name: '最近閲覧したホテル' });
    expect(within(region).getByRole('listitem')).toHaveTextContent('5つ星中4 · クチコミ1,310件');
  });

  it('shows nothing when only the page’s own hotel was viewed', () => {
    const { container } = render(
      <MemoryRouter>
        <RecentlyViewedHotels hotels={[hotel('NYCTS', 'Times Square')]} excludeCode="NYCTS" />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('recently viewed storage', () => {
  it('round-trips the list with its config, as the spec’s store', () => {
    writeRecentlyViewed([hotel('NYCTS', 'Times Square')]);
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toMatchObject({ config: { maxCachedDaysLimit: 60 } });
    expect(readRecentlyViewed().map((entry) => entry.marshaCode)).toEqual(['NYCTS']);
  });

  it('drops entries it cannot trust and survives unreadable storage', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify({ recentlyViewedProperties: [hotel('NYCTS', 'Times Square'), { name: 'x' }, null, 7] }));
    expect(readRecentlyViewed().map((entry) => entry.marshaCode)).toEqual(['NYCTS']);
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{broken');
    expect(readRecentlyViewed()).toEqual([]);
  });
});
