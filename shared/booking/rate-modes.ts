import type { RateMode } from '../graphql/generated/graphql';

/** Spec 9 rate modes in tab order, with the tab's words. */
export const RATE_MODE_LABELS: Readonly<Record<RateMode, string>> = {
  CASH: 'Cash',
  POINTS: 'Points',
  CASH_AND_POINTS: 'Cash and points',
  POINTS_PLUS_CASH_UPGRADE: 'Points plus cash upgrade',
};

export const RATE_MODES: readonly RateMode[] = ['CASH', 'POINTS', 'CASH_AND_POINTS', 'POINTS_PLUS_CASH_UPGRADE'];

/** Spec 9: the rate list shows the first 2 rate cards of a room, the rest behind "See More". */
export const RATE_CARD_PRELOAD_COUNT = 2;
