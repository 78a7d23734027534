import type { Messages } from '../../../../shared/i18n/messages';
import type { RoomRequestCode } from '../../../../shared/validation/stay-requests';

/**
 * The counts and codes the checkout pages (review, confirmation, saving a booking, topping up points)
 * print in the page's words. Each takes the page's `t`, so the words follow the page's locale.
 */

/** Items of a list, one after the other as the language writes them ("a, b" in English, "a、b" in Japanese). */
export const listText = (t: Messages['t'], items: readonly string[]) => items.join(t('checkout.list.separator'));

/** "2 rooms". */
export const roomsText = (t: Messages['t'], rooms: number) => t('checkout.rooms.count', { count: rooms });

/** "2 adults, 1 child"; children only when there are some. */
export function occupancyText(t: Messages['t'], adults: number, children: number): string {
  return children > 0 ? t('checkout.occupancy.adultsAndChildren', { adults, children }) : t('checkout.occupancy.adults', { adults });
}

/**
 * Loyalty points: "120,000 points", grouped the page locale's way. As with money, a points amount is a
 * whole number, never negative; anything else is a broken answer and throws a RangeError rather than
 * showing a wrong number.
 */
export function pointsText(t: Messages['t'], points: number): string {
  if (!Number.isSafeInteger(points) || points < 0) throw new RangeError(`Points must be a non-negative whole number; got ${points}`);
  return t('checkout.points.count', { count: points });
}

const ROOM_REQUEST_KEYS = {
  CRIB: 'checkout.roomRequest.crib',
  ROLLAWAY: 'checkout.roomRequest.rollaway',
  PETFEE2: 'checkout.roomRequest.twoPets',
  PETFEE1: 'checkout.roomRequest.onePet',
} as const satisfies Record<RoomRequestCode, string>;

const isKnownRequest = (code: string): code is RoomRequestCode => Object.hasOwn(ROOM_REQUEST_KEYS, code);

/** Room request codes in the words the guest chose them by ("Crib, Rollaway bed"); a code not known is shown as it is. */
export function roomRequestsText(t: Messages['t'], codes: readonly string[]): string {
  if (codes.length === 0) return t('checkout.roomRequests.none');
  return listText(t, codes.map((code) => (isKnownRequest(code) ? t(ROOM_REQUEST_KEYS[code]) : code)));
}
