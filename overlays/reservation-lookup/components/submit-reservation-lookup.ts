import type { ReservationLookupResponse } from '../../../shared/domain/reservation-lookup-api';
import { displayedReservationCode, errorLogLine, ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import { ReservationApiError, submitReservationLookup } from '../../../shared/reservations/reservation-lookup-client';
import { logToServer } from '../../../shared/telemetry/client-log';
import type { ReservationLookupInput } from '../../../shared/validation/reservation-lookup';

/** The component name spec 8 gives the lookup's submit error in the log. */
export const LOOKUP_LOG_COMPONENT = 'LookupReservation';

/** Refusals a visitor can cause by typing: logged as warnings. Anything else is an error of ours. */
const EXPECTED_REFUSALS: readonly string[] = [
  ReservationErrorKey.ReservationNotFound,
  ReservationErrorKey.InvalidConfirmationNumber,
  ReservationErrorKey.LookupRateLimited,
];

/**
 * What a lookup came to: a value, since "not found" is an expected outcome. A refusal carries the
 * code to show (an unknown code, or no answer at all, reads as the generic booking error).
 */
export type LookupOutcome = { status: 'found'; response: ReservationLookupResponse } | { status: 'refused'; code: string };

/** Sends the lookup and logs any refusal in spec 8's pipe-joined form (never the typed values). */
export async function submitLookup(values: ReservationLookupInput, { locale }: { locale: string }): Promise<LookupOutcome> {
  try {
    return { status: 'found', response: await submitReservationLookup(values, { locale }) };
  } catch (error) {
    if (error instanceof ReservationApiError) {
      const code = displayedReservationCode(error.code);
      // The server's own code, when the catalogue replaced it, helps whoever reads the log.
      const detail = `HTTP ${error.status}${error.code && error.code !== code ? ` ${error.code.slice(0, 80)}` : ''}`;
      logToServer(EXPECTED_REFUSALS.includes(code) ? 'warn' : 'error', errorLogLine({ source: 'API_ERROR', code, component: LOOKUP_LOG_COMPONENT, detail }));
      return { status: 'refused', code };
    }
    const code = displayedReservationCode(null);
    const detail = `no answer (${error instanceof Error ? error.name : 'unknown'})`;
    logToServer('error', errorLogLine({ source: 'API_ERROR', code, component: LOOKUP_LOG_COMPONENT, detail }));
    return { status: 'refused', code };
  }
}
