import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { reservationErrorRef, type ReservationRefusal } from '../../../../shared/domain/reservation-errors';
import { graphQlErrorCode } from '../../../../shared/graphql/graphql-error-code';
import { reportReservationError } from '../../../services/report-reservation-error';
import { mergeOrderRevision } from '../merge-order-revision';
import type { ReservationNotice } from '../reservation-notice';
import { upcomingReservationKey, type ReservationOrder, type ReservationRoom } from '../use-reservation-order';
import { changeSuiteNightAward } from './change-suite-night-award';
import type { SuiteNightAwardAction } from './suite-night-award-actions';

const COMPONENT = 'SuiteNightAward';

/**
 * Asking for or removing a Suite Night Award from the upcoming page: the answer's order is merged by
 * revision into the page's (spec 4) and what happened is said; a refusal is said and the order read
 * again. One action at a time.
 */
export function useSuiteNightAwardChange(order: ReservationOrder, confirmationNumber: string) {
  const { mutate } = useSWRConfig();
  const [busyRoom, setBusyRoom] = useState<string | null>(null);
  const [result, setResult] = useState<{ notice: ReservationNotice } | { refusal: ReservationRefusal } | null>(null);
  const key = upcomingReservationKey(confirmationNumber);

  const act = useCallback(
    async (room: ReservationRoom, action: SuiteNightAwardAction) => {
      if (busyRoom) return;
      const number = room.basicInformation.confirmationNumber;
      const detail = `${action} on room ${number} at revision ${order.orderRevisionNumber}`;
      setBusyRoom(number);
      setResult(null);
      try {
        const outcome = await changeSuiteNightAward(action, { confirmationNumber: number, orderRevisionNumber: order.orderRevisionNumber });
        if (outcome.kind === 'changed') {
          const updated = outcome.order;
          if (updated) await mutate(key, (held: ReservationOrder | null | undefined) => mergeOrderRevision(held, updated), { revalidate: false });
          setResult({ notice: action === 'request' ? 'suiteNightAwardRequested' : 'suiteNightAwardRemoved' });
        } else {
          reportReservationError({ code: outcome.code, component: COMPONENT, detail, level: 'warn' });
          setResult({ refusal: outcome.message });
          void mutate(key);
        }
      } catch (error) {
        const code = graphQlErrorCode(error);
        reportReservationError({ code, component: COMPONENT, detail, level: 'error' });
        setResult({ refusal: reservationErrorRef(code) });
      } finally {
        setBusyRoom(null);
      }
    },
    [busyRoom, order.orderRevisionNumber, mutate, key],
  );

  return { busyRoom, result, act };
}
