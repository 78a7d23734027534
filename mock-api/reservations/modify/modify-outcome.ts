import { ReservationErrorKey } from '../../../shared/domain/reservation-errors';

/** The outcomes of looking at or making a change to a booked room (manage.graphql: modify, upgrade, check-in, Suite Night Awards), as the first status's code. */
export const ModifyCode = {
  Success: 'SUCCESS',
  NotPermitted: ReservationErrorKey.NotPermitted,
  BadConfirmationNumber: 'E_BAD_CONF_NO',
  AlreadyCancelled: 'E_ALREADY_CANCELLED',
  NotModifiable: 'E_MOD_DISALLOW',
  ChangedHotel: 'E_CHANGED_HOTEL',
  ArrivalFormat: 'E_ARRIVAL_FORMAT',
  DateFormat: 'E_GNR_DATE_FORMAT',
  BadUserInput: 'BAD_USER_INPUT',
  StaleRevision: ReservationErrorKey.StaleRevision,
  DatesUnavailable: ReservationErrorKey.DatesUnavailable,
  RateUnavailable: ReservationErrorKey.RateUnavailable,
  InsufficientPoints: ReservationErrorKey.InsufficientPoints,
  CheckInNotAvailable: ReservationErrorKey.CheckInNotAvailable,
  SuiteNightAwardNotAvailable: ReservationErrorKey.SuiteNightAwardNotAvailable,
} as const;
export type ModifyCode = (typeof ModifyCode)[keyof typeof ModifyCode];

/** What happened, and for a refusal which input and what about it, for the developer. */
export type ModifyOutcome = { code: ModifyCode; detail?: string; field?: string };

export const HTTP_STATUS_OF_MODIFY: Record<ModifyCode, number> = {
  SUCCESS: 200,
  RESERVATION_NOT_PERMITTED: 403,
  E_BAD_CONF_NO: 400,
  E_ALREADY_CANCELLED: 409,
  E_MOD_DISALLOW: 422,
  E_CHANGED_HOTEL: 422,
  E_ARRIVAL_FORMAT: 400,
  E_GNR_DATE_FORMAT: 400,
  BAD_USER_INPUT: 400,
  STALE_REVISION: 409,
  DATES_UNAVAILABLE: 409,
  RATE_UNAVAILABLE: 409,
  INSUFFICIENT_POINTS: 422,
  CHECK_IN_NOT_AVAILABLE: 422,
  SNA_NOT_AVAILABLE: 422,
};

/** The order moved on since the page read it: nothing changes, and the page reads it again. */
export const staleRevision = (revision: number | undefined, expected: number): ModifyOutcome => ({
  code: ModifyCode.StaleRevision,
  detail: `The order is at revision ${revision}, not ${expected}: read it again.`,
  field: 'orderRevisionNumber',
});

/**
 * A refusal found inside the change's transaction: thrown so the transaction rolls back whatever it had
 * done (nights freed, nights taken), then answered as a status.
 */
export class ModifyRefusal extends Error {
  constructor(readonly outcome: ModifyOutcome) {
    super(`${outcome.code}: ${outcome.detail ?? ''}`);
  }
}

export const isModifyRefusal = (error: unknown): error is ModifyRefusal => error instanceof ModifyRefusal;
