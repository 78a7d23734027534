import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { hostPaths } from '../../../../shared/domain/paths';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { ReservationErrorKey } from '../../../../shared/domain/reservation-errors';
import { CreateCartMutation } from '../../../../shared/graphql/operations/booking/cart';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { requestGraphQl } from '../../../services/graphql';
import { graphQlErrorCode } from '../../../../shared/graphql/graphql-error-code';
import { reportReservationError } from '../../../services/report-reservation-error';
import { newIdempotencyKey } from '../../../services/idempotency-key';
import { isSettledRefusal, selectRateFailureMessage } from './select-rate-failure';

/** Spec 8's named case for a failed selection on the rate list. */
export const SELECT_RATE_COMPONENT = 'Select Rate';

/** One rate of one room type, as "Select" picks it. */
export type RateChoice = { roomTypeCode: string; ratePlanCode: string };

export type SelectRateFailure = RateChoice & { message: string };

export type SelectRateOptions = {
  /** The stay the rates are for: the search, or the closest stay the server offered instead. */
  stay: SearchCriteria;
  /** Called when the rate was gone: the list is out of date. */
  onRateUnavailable(): void;
};

const choiceId = (stay: SearchCriteria, { roomTypeCode, ratePlanCode }: RateChoice) => JSON.stringify([stay, roomTypeCode, ratePlanCode]);

/**
 * "Select" on a rate card (spec: selectRate, create cart): holds the rate in a new cart and goes to
 * guest information. One selection is sent at a time, so a double click makes one request; each
 * selection has its own idempotency key, kept when the outcome is unknown (a retry then answers the
 * cart the first attempt may have made) and dropped once the selection is settled.
 */
export function useSelectRate({ stay, onRateUnavailable }: SelectRateOptions) {
  const navigate = useNavigate();
  const messages = useMessages();
  const isSending = useRef(false);
  const keys = useRef(new Map<string, string>());
  const [pending, setPending] = useState<RateChoice | null>(null);
  const [failure, setFailure] = useState<SelectRateFailure | null>(null);

  const select = useCallback(
    async (choice: RateChoice) => {
      if (isSending.current) return;
      isSending.current = true;
      const id = choiceId(stay, choice);
      const idempotencyKey = keys.current.get(id) ?? newIdempotencyKey();
      keys.current.set(id, idempotencyKey);
      setPending(choice);
      setFailure(null);
      try {
        const { createCart } = await requestGraphQl(CreateCartMutation, { input: { search: stay, ...choice, idempotencyKey } });
        keys.current.delete(id);
        navigate(bookingPaths.guestInfo.getHref(createCart.id));
      } catch (error) {
        const code = graphQlErrorCode(error);
        const isSettled = isSettledRefusal(code);
        if (isSettled) keys.current.delete(id);
        const detail = `${stay.propertyId} ${choice.roomTypeCode} ${choice.ratePlanCode} ${stay.checkInDate}..${stay.checkOutDate}`;
        reportReservationError({ code, component: SELECT_RATE_COMPONENT, detail, level: isSettled ? 'warn' : 'error' });
        if (code === ReservationErrorKey.SessionExpired) {
          navigate(hostPaths.expiredSession.getHref());
          return;
        }
        setFailure({ ...choice, message: selectRateFailureMessage(code, error, messages) });
        if (code === ReservationErrorKey.RateUnavailable) onRateUnavailable();
      } finally {
        isSending.current = false;
        setPending(null);
      }
    },
    [stay, navigate, onRateUnavailable, messages],
  );

  return { select, pending, failure };
}
