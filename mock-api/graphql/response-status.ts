import { reservationErrorMessage } from '../../shared/i18n/refusals-in-english';
import type { ResponseStatus } from './generated/resolvers-types';

/** An outcome of a revision-guarded reservation call: its code, and for a refusal which input and what about it. */
export type StatusOutcome = { code: string; detail?: string; field?: string };

/**
 * The first status of a reservation call's answer: the code with its HTTP status, the catalogue's words
 * for a refusal (the ones the guest can act on) and the developer's detail.
 */
export function responseStatusOf({ code, detail, field }: StatusOutcome, httpStatus: number): ResponseStatus {
  const isSuccess = code === 'SUCCESS';
  return {
    code,
    httpStatus,
    messages: {
      dev: detail ? [{ message: detail, field: field ?? null, id: null, details: null }] : [],
      errors: isSuccess ? [] : [{ code, message: reservationErrorMessage(code), devMessage: detail ?? null }],
      warnings: [],
    },
  };
}
