import { ClientError } from 'graphql-request';
import { displayedReservationCode, errorLogLine, GENERIC_BOOKING_ERROR, type ErrorLogSource } from '../../shared/domain/reservation-errors';
import { logToServer, type ClientLogLevel } from '../../shared/telemetry/client-log';
import { pushDataLayer } from '../../shared/telemetry/data-layer';
import { config } from './config';

export type ReservationErrorReport = {
  /** The code the server answered (a status code, or a GraphQL error's `extensions.code`). */
  code: string;
  /** The component the spec's log line names, e.g. CancelReservation or Select Rate. */
  component: string;
  detail: string;
  level: ClientLogLevel;
  /** API_ERROR (the default) for what the server answered, COMPONENT_ERROR for a page that failed to render. */
  source?: ErrorLogSource;
};

/**
 * Logs an error of the reservation or booking pages the spec's way (section 8): the pipe-joined line of source, code, component
 * and detail, sent to the logger call and to the data layer's `error_info`. A code the catalogue does
 * not know is logged as the generic booking error, with the code itself kept in the detail.
 */
export function reportReservationError({ code, component, detail, level, source = 'API_ERROR' }: ReservationErrorReport): string {
  const shown = displayedReservationCode(code);
  const line = errorLogLine({ source, code: shown, component, detail: shown === code ? detail : `${detail} (code ${code})` });
  logToServer(level, line);
  void pushDataLayer(
    { pageURI: window.location.pathname, localeKey: config.locale, applicationName: 'host' },
    { name: 'reservationError', detail: { error_info: line } },
  );
  return line;
}

/** The code of a failed GraphQL call: the first error's `extensions.code`, or the generic booking error. */
export function graphQlErrorCode(error: unknown): string {
  if (error instanceof ClientError) {
    const code = error.response.errors?.[0]?.extensions?.code;
    if (typeof code === 'string' && code) return code;
  }
  return GENERIC_BOOKING_ERROR;
}
