import { RateMode } from '../graphql/generated/resolvers-types';

/** A rate plan's mode as `rate_plans.mode` stores it: the spec 9 rate modes. */
export type RatePlanMode = 'CASH' | 'POINTS' | 'CASH_AND_POINTS' | 'POINTS_PLUS_CASH_UPGRADE';

/** The modes in tab order (cash first); rates are listed mode by mode in this order. */
export const RATE_PLAN_MODES: readonly RatePlanMode[] = ['CASH', 'POINTS', 'CASH_AND_POINTS', 'POINTS_PLUS_CASH_UPGRADE'];

/** The points modes: only a signed-in member who asked to use points gets them. */
export const POINTS_MODES: readonly RatePlanMode[] = ['POINTS', 'CASH_AND_POINTS', 'POINTS_PLUS_CASH_UPGRADE'];

const AS_GRAPHQL: Record<RatePlanMode, RateMode> = {
  CASH: RateMode.Cash,
  POINTS: RateMode.Points,
  CASH_AND_POINTS: RateMode.CashAndPoints,
  POINTS_PLUS_CASH_UPGRADE: RateMode.PointsPlusCashUpgrade,
};

/** The schema's enum value of a mode. */
export const rateModeOf = (mode: RatePlanMode): RateMode => AS_GRAPHQL[mode];
