import { useEffect, useRef } from 'react';
import { graphQlErrorCode } from '../../shared/graphql/graphql-error-code';
import { reportReservationError } from './report-reservation-error';

/**
 * Logs a page's failed read once, the spec 8 way, for `component`. SWR retries a failed read with a new
 * error each time: one line per page and `subject` (the confirmation number read) is enough.
 */
export function useReportedReadError(error: unknown, component: string, subject: string | null) {
  const loggedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!error || loggedFor.current === subject) return;
    loggedFor.current = subject;
    reportReservationError({ code: graphQlErrorCode(error), component, detail: `read ${subject}`, level: 'error' });
  }, [error, component, subject]);
}
