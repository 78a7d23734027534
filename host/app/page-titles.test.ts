import { beforeAll, describe, expect, it } from 'vitest';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { hostPaths } from '../../shared/domain/paths';
import { allMessageAreas } from '../../shared/i18n/generated/all-areas';
import { loadAreas, messagesFor } from '../../shared/i18n/messages';
import { pageNameOf, pageTitleOf } from './page-titles';

const { t } = messagesFor('en-US');

beforeAll(() => loadAreas('ja-JP', allMessageAreas));

describe('pageTitleOf', () => {
  it('names each booking step in its title, beside the brand', () => {
    expect(pageTitleOf(bookingPaths.rateList.path, t)).toBe('Choose a room · Portico Hotels');
    expect(pageTitleOf(bookingPaths.guestInfo.path, t)).toBe('Guest information · Portico Hotels');
    expect(pageTitleOf(bookingPaths.reviewDetails.path, t)).toBe('Review your booking · Portico Hotels');
    expect(pageTitleOf(bookingPaths.confirmation.path, t)).toBe('Booking confirmed · Portico Hotels');
  });

  it('gives a page the same title under each of its addresses, whatever their case or parameters', () => {
    expect(pageTitleOf(bookingPaths.reviewGuestInformation.path, t)).toBe('Review your booking · Portico Hotels');
    expect(pageTitleOf('/reservation/REVIEWDETAILS.mi', t)).toBe('Review your booking · Portico Hotels');
    expect(pageTitleOf(hostPaths.hotelOverview.getHref('nycts-portico-times-square'), t)).toBe('Hotel overview · Portico Hotels');
  });

  it('calls the home page by the brand alone, and an address no page has "Page not found"', () => {
    expect(pageTitleOf('/', t)).toBe('Portico Hotels');
    expect(pageTitleOf('/no/such/page.mi', t)).toBe('Page not found · Portico Hotels');
  });

  it('words the title in the page’s locale', () => {
    expect(pageTitleOf(bookingPaths.reviewDetails.path, messagesFor('ja-JP').t)).toBe('予約内容の確認 · Portico ホテル');
  });
});

describe('pageNameOf', () => {
  it('takes the rate list and its modals for one page, and each booking step for a page of its own', () => {
    expect(pageNameOf(bookingPaths.roomPool.path)).toBe(pageNameOf(bookingPaths.rateList.path));
    expect(pageNameOf(bookingPaths.rateRules.path)).toBe(pageNameOf(bookingPaths.rateList.path));
    expect(new Set([bookingPaths.rateList, bookingPaths.guestInfo, bookingPaths.reviewDetails, bookingPaths.confirmation].map(({ path }) => pageNameOf(path))).size).toBe(4);
  });
});
