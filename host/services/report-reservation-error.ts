import { displayedReservationCode, errorLogLine, type ErrorLogSource } from '../../shared/domain/reservation-errors';
import { logToServer, type ClientLogLevel } from '../../shared/telemetry/client-log';
import { pushDataLayer } from '../../shared/telemetry/data-layer';
import { config } from './config';

export type ReservationErrorReport = {
  /** The code the server answered (a status code, or a GraphQL error's `extensions.code`). */
  code: string;
  /** The component the spec's log line names, e.g. CancelReservation. */
  component: string;
  detail: string;
  level: ClientLogLevel;
  /** API_ERROR (the default) for what the server answered, COMPONENT_ERROR for a page that failed to render. */
  source?: ErrorLogSource;
  /**
   * The code of a named case of spec 8 whose code is its own (Book now's differs for a member and a
   * guest): it takes the line's code place, and the reservation code moves to the front of the detail.
   */
  caseCode?: string;
};

/**
 * Logs a reservation error the spec's way (section 8): the pipe-joined line of source, code, component
 * and detail, sent to the logger call and to the data layer's `error_info`. A code the catalogue does
 * not know is logged as the generic booking error, with the code itself kept in the detail.
 */
export function reportReservationError({ code, component, detail, level, source = 'API_ERROR', caseCode }: ReservationErrorReport): string {
  const shown = displayedReservationCode(code);
  const fullDetail = shown === code ? detail : `${detail} (code ${code})`;
  const line = caseCode
    ? errorLogLine({ source, code: caseCode, component, detail: `${shown} ${fullDetail}` })
    : errorLogLine({ source, code: shown, component, detail: fullDetail });
  logToServer(level, line);
  void pushDataLayer(
    { pageURI: window.location.pathname, localeKey: config.locale, applicationName: 'host' },
    { name: 'reservationError', detail: { error_info: line } },
  );
  return line;
}
