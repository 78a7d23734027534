/**
 * The sign-in promotion block (spec 01 section 2.3): where it stands decides its words and actions,
 * and the flag service decides how it is laid out, so a layout can be tried without a release.
 */

/** Where the block stands: each has its own heading, and the reservation ones a way on as a guest. */
export type PromotionPlacement = 'overlay' | 'flyout' | 'reservation' | 'directToTicket' | 'reservationLookup';

export const promotionLayouts = [
  /** Heading, a sentence on what members get, then the actions. */
  'classic',
  /** The benefits as a row of three icons with a word or two each, in place of the sentence. */
  'icons',
  /** The second version: a tinted panel, the words beside a full join button from 768 px up. */
  'secondVersion',
] as const;

export type PromotionLayout = (typeof promotionLayouts)[number];

/** What the server tells the block beside who the browser remembers. */
export type PromotionSetup = {
  layout: PromotionLayout;
  /** The site is in the DTT experience group: the reservation block joins straight back to the booking. */
  isDirectToTicket: boolean;
};

export const DEFAULT_PROMOTION_SETUP: PromotionSetup = { layout: 'classic', isDirectToTicket: false };

/** A flag value names a layout, or the classic one stands (a mistyped flag must not hide the block). */
export function parsePromotionLayout(value: unknown): PromotionLayout {
  return promotionLayouts.find((layout) => layout === value) ?? 'classic';
}

/** The reservation flow's block becomes the direct-to-ticket one inside the DTT experience group. */
export function reservationPlacement({ isDirectToTicket }: PromotionSetup): PromotionPlacement {
  return isDirectToTicket ? 'directToTicket' : 'reservation';
}

