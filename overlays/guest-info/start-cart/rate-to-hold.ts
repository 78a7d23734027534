import { readSearchParams, type SearchCriteria } from '../../../shared/booking/search-criteria';
import type { MessageRef } from '../../../shared/i18n/message-ref';

/** A room and rate a page asked this overlay to hold (the embed loader's `rate`), as the create-cart call takes it. */
export type RateToHold = { search: SearchCriteria; roomTypeCode: string; ratePlanCode: string };

/** What the address asks for: nothing to hold, a rate, or a rate whose fields this overlay cannot read. */
export type RateRequestOfPage = { kind: 'none' } | { kind: 'rate'; rate: RateToHold } | { kind: 'unreadable'; problems: MessageRef<'validation' | 'guest-info'>[] };

const CODE = /^[A-Z0-9]{1,16}$/;

/**
 * The rate in the overlay's address, read with the availability search's own rules (a page that sells
 * a room asks with the same fields the chain's search pages use). Dates and occupancy that read well
 * but cannot be sold (a past day, too many guests) are the server's to refuse, in the hotel's own time.
 */
export function rateRequestOf(query: URLSearchParams): RateRequestOfPage {
  if (!query.has('roomTypeCode') && !query.has('ratePlanCode') && !query.has('propertyId')) return { kind: 'none' };
  const { criteria, problems } = readSearchParams(query);
  const roomTypeCode = (query.get('roomTypeCode') ?? '').trim().toUpperCase();
  const ratePlanCode = (query.get('ratePlanCode') ?? '').trim().toUpperCase();
  const all: MessageRef<'validation' | 'guest-info'>[] = problems.map((problem) => problem.message);
  if (!CODE.test(roomTypeCode) || !CODE.test(ratePlanCode)) all.push({ key: 'guestInfo.startCart.codes' });
  if (all.length > 0) return { kind: 'unreadable', problems: all };
  return { kind: 'rate', rate: { search: criteria, roomTypeCode, ratePlanCode } };
}

/** The one key a rate's cart is kept under in the tab: the same request, the same key. */
export const rateKeyOf = ({ search, roomTypeCode, ratePlanCode }: RateToHold): string =>
  [search.propertyId, search.checkInDate, search.checkOutDate, search.numRooms, search.numAdultsPerRoom, search.numChildrenPerRoom, search.rewardsRedemption, roomTypeCode, ratePlanCode].join('|');
