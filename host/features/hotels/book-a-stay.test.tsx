// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchCriteria } from '../../../shared/booking/search-criteria';
import { bookingPaths } from '../../../shared/domain/booking-paths';
import type { SupportedLocale } from '../../../shared/domain/locales';
import { allMessageAreas } from '../../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../../shared/i18n/messages';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { BookAStay } from './book-a-stay';

vi.mock('../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
const answer = vi.hoisted(() => ({ defaultSelection: null as unknown, calls: [] as unknown[] }));
vi.mock('../../services/graphql', () => ({
  requestGraphQl: vi.fn(async (_document: unknown, variables: unknown) => {
    answer.calls.push(variables);
    return { defaultSelection: answer.defaultSelection };
  }),
}));

const selection: SearchCriteria = {
  propertyId: 'NYCTS',
  checkInDate: '2026-07-03',
  checkOutDate: '2026-07-04',
  numRooms: 1,
  numAdultsPerRoom: 1,
  numChildrenPerRoom: 0,
  rewardsRedemption: false,
};

function renderSection(locale: SupportedLocale = 'en-US') {
  render(
    <MessagesProvider locale={locale}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>
          <BookAStay propertyId="NYCTS" />
        </MemoryRouter>
      </SWRConfig>
    </MessagesProvider>,
  );
}

beforeEach(() => {
  answer.calls = [];
  answer.defaultSelection = { ...selection, lengthOfStay: 1 };
});

describe('the hotel overview’s Book a stay', () => {
  it('offers the rates of the hotel’s default selection, and the form for other dates', async () => {
    renderSection();
    expect(await screen.findByRole('link', { name: 'View rates' })).toHaveAttribute('href', bookingPaths.rateList.getHref(selection));
    expect(screen.getByText('Fri, Jul 3 – Sat, Jul 4, 2026 · 1 night · 1 room · 1 adult per room')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose other dates' })).toHaveAttribute('href', '/reservation/availability.mi?propertyId=NYCTS');
    expect(answer.calls).toEqual([{ propertyId: 'NYCTS' }]);
  });

  it('counts the nights, rooms and guests of a stay with children', async () => {
    answer.defaultSelection = { ...selection, checkOutDate: '2026-07-06', numRooms: 2, numAdultsPerRoom: 2, numChildrenPerRoom: 1, lengthOfStay: 3 };
    renderSection();
    expect(await screen.findByText('Fri, Jul 3 – Mon, Jul 6, 2026 · 3 nights · 2 rooms · 2 adults, 1 child per room')).toBeInTheDocument();
  });

  it('speaks the page’s language, with the stay’s dates written that language’s way', async () => {
    await loadAreas('ja-JP', allMessageAreas);
    renderSection('ja-JP');
    expect(await screen.findByRole('link', { name: '料金を見る' })).toHaveAttribute('href', bookingPaths.rateList.getHref(selection));
    expect(screen.getByRole('heading', { level: 2, name: '宿泊を予約' })).toBeInTheDocument();
    expect(screen.getByText('2026/07/03(金)～2026/07/04(土) · 1泊 · 1室 · 1室あたり大人1名')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '別の日程を選ぶ' })).toBeInTheDocument();
  });

  it('offers the form alone when the hotel has no default selection', async () => {
    answer.defaultSelection = null;
    renderSection();
    expect(await screen.findByRole('link', { name: 'Check availability' })).toHaveAttribute('href', '/reservation/availability.mi?propertyId=NYCTS');
    expect(screen.queryByRole('link', { name: 'View rates' })).toBeNull();
  });
});
