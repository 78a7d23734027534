import { useCallback, useEffect, useRef, useState } from 'react';
import { getCancellationPolicy, type CancellationOrder } from './cancel-reservation-rooms';
import { graphQlErrorCode, reportReservationError } from '../../../services/report-reservation-error';

export type CancellationRead =
  | { status: 'loading' }
  | { status: 'ready'; order: CancellationOrder }
  /** This browser may no longer see the order (its lookup or session ran out meanwhile). */
  | { status: 'gone' }
  | { status: 'failed' };

/**
 * Reads the order afresh for the cancel modal, on mount and again on `reload()` (after a stale
 * revision). Deliberately not from the SWR cache: a cached order would show an old revision and policy
 * in place of the spec's "Loading...". An answer that arrives after a newer read started, or after the
 * modal closed, is dropped.
 */
export function useCancellationRead(confirmationNumber: string) {
  const [read, setRead] = useState<CancellationRead>({ status: 'loading' });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    latest.current += 1;
    const id = latest.current;
    setRead({ status: 'loading' });
    try {
      const order = await getCancellationPolicy(confirmationNumber);
      if (id === latest.current) setRead(order ? { status: 'ready', order } : { status: 'gone' });
    } catch (error) {
      if (id !== latest.current) return;
      reportReservationError({ code: graphQlErrorCode(error), component: 'CancelReservation', detail: `read ${confirmationNumber}`, level: 'error' });
      setRead({ status: 'failed' });
    }
  }, [confirmationNumber]);

  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { read, reload };
}
