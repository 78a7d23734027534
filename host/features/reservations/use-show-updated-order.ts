import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { hostPaths } from '../../../shared/domain/paths';
import { myTripsReads } from '../../services/trip-reads';
import { mergeOrderRevision } from './merge-order-revision';
import { noticeState, type ReservationNotice } from './reservation-notice';
import { upcomingReservationKey, type ReservationOrder } from './use-reservation-order';

/** Reads that show a room's terms, besides the order itself: they are read again after a change. */
const ROOM_READS: readonly string[] = ['ModifyRoomProducts', 'OnlineCheckIn', 'RoomUpgradeOffers'];

/**
 * After a change went through: the order the answer carries is merged by revision into the page's copy
 * (spec 4), so the upcoming page shows it at once, and the upcoming page says what happened. My trips
 * and the pages of the room's terms read again when next shown.
 */
export function useShowUpdatedOrder(confirmationNumber: string) {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  return useCallback(
    async (updated: ReservationOrder | null, notice: ReservationNotice) => {
      if (updated) await mutate(upcomingReservationKey(confirmationNumber), (held: ReservationOrder | null | undefined) => mergeOrderRevision(held, updated), { revalidate: false });
      void mutate((key) => Array.isArray(key) && (myTripsReads.has(key[0]) || ROOM_READS.includes(key[0])), undefined, { revalidate: false });
      navigate(hostPaths.upcomingReservation.getHref(confirmationNumber), { state: noticeState(notice) });
    },
    [mutate, navigate, confirmationNumber],
  );
}
