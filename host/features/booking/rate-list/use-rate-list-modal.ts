import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { bookingPaths } from '../../../../shared/domain/booking-paths';

/** Marks an entry the rate list pushed to open a modal, so closing it can go back to the list's own entry. */
type OpenedFromList = { openedFromRateList: true };
const OPENED_FROM_LIST: OpenedFromList = { openedFromRateList: true };

const wasOpenedFromList = (state: unknown): state is OpenedFromList =>
  typeof state === 'object' && state !== null && (state as Partial<OpenedFromList>).openedFromRateList === true;

/**
 * Opening and closing the rate list's detail modals through the address (spec: ersViewRoomPool.mi,
 * ersViewRateRules.mi), so each open modal has an address of its own. Closing one opened from the
 * list goes back to the list's entry; closing one reached by its address goes to the rate list address.
 */
export function useRateListModal(criteria: SearchCriteria) {
  // A modal opens and closes over the list: the list stays where the guest scrolled it (preventScrollReset).
  const navigate = useNavigate();
  const { state } = useLocation();

  const openRoom = useCallback((roomTypeCode: string) => navigate(bookingPaths.roomPool.getHref(criteria, roomTypeCode), { state: OPENED_FROM_LIST, preventScrollReset: true }), [navigate, criteria]);
  const openRate = useCallback(
    (roomTypeCode: string, ratePlanCode: string) => navigate(bookingPaths.rateRules.getHref(criteria, roomTypeCode, ratePlanCode), { state: OPENED_FROM_LIST, preventScrollReset: true }),
    [navigate, criteria],
  );
  const close = useCallback(() => {
    if (wasOpenedFromList(state)) navigate(-1);
    else navigate(bookingPaths.rateList.getHref(criteria), { replace: true, preventScrollReset: true });
  }, [navigate, criteria, state]);

  return { openRoom, openRate, close };
}
