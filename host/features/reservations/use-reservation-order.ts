import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { hostPaths } from '../../../shared/domain/paths';
import type { ReservationOrderFieldsFragment } from '../../../shared/graphql/generated/graphql';
import { UpcomingReservationQuery } from '../../../shared/graphql/operations/reservation-order';
import { useConfirmationNumberParam } from '../../services/confirmation-number-param';
import { requestGraphQl } from '../../services/graphql';
import { useReportedReadError } from '../../services/use-reported-read-error';
import { confirmationNumberError } from '../../../shared/validation/reservation-lookup';
import type { PageData } from '../../../shared/ssr/page-data';

export type ReservationOrder = ReservationOrderFieldsFragment;
export type ReservationRoom = ReservationOrder['items'][number];

export const upcomingReservationKey = (confirmationNumber: string) => ['UpcomingReservation', confirmationNumber] as const;

export const getUpcomingReservation = async (confirmationNumber: string) =>
  (await requestGraphQl(UpcomingReservationQuery, { confirmationNumber })).reservationOrder;

export const fetchUpcomingReservation = ([, number]: ReturnType<typeof upcomingReservationKey>) => getUpcomingReservation(number);

/** The order holding this confirmation number; `null` data when there is none this browser may see. */
export function useReservationOrder(confirmationNumber: string | null) {
  return useSWR(confirmationNumber ? upcomingReservationKey(confirmationNumber) : null, fetchUpcomingReservation);
}

/** The reservation pages' first read, for the server's render: the order the address names. */
export const reservationPageData: PageData = async ({ url }, read) => {
  const number = url.searchParams.get('confirmationNumber')?.trim() ?? '';
  if (!confirmationNumberError(number)) await read(upcomingReservationKey(number), fetchUpcomingReservation);
};

/**
 * What the upcoming and cancellation pages share: the order named in the address. With no number, or
 * an order this browser may not see, the visitor is sent on to find the reservation (the server does
 * the same with a 302 for a full page load; this covers navigation inside the app). A failed read is
 * logged once for `component`; the page shows the generic message while SWR keeps retrying.
 */
export function useReservationPage(component: string) {
  const confirmationNumber = useConfirmationNumberParam();
  const order = useReservationOrder(confirmationNumber);
  const navigate = useNavigate();
  const isUnavailable = confirmationNumber === null || order.data === null;

  useEffect(() => {
    if (isUnavailable) navigate(hostPaths.lookupReservation.getHref(), { replace: true });
  }, [isUnavailable, navigate]);

  useReportedReadError(order.error, component, confirmationNumber);

  return { confirmationNumber, ...order };
}
