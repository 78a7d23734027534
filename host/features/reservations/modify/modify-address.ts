import { confirmationNumberError } from '../../../../shared/validation/reservation-lookup';
import type { ReservationRoom } from '../use-reservation-order';

/** The stay a change asks for one room: the fields of the modify rate list's form and address. */
export type ModifyStay = { checkInDate: string; checkOutDate: string; numAdultsPerRoom: number; numChildrenPerRoom: number };

const WHOLE_NUMBER = /^\d{1,2}$/;

/**
 * The modify rate list's address: the room, and the stay asked when the address gives one (its dates as
 * written, for the server to judge and name with E_ARRIVAL_FORMAT or E_GNR_DATE_FORMAT). Without dates
 * the page starts from the room's own stay. Null when the number cannot be a confirmation number.
 */
export function readModifyAddress(params: URLSearchParams): { confirmationNumber: string; stay: ModifyStay | null } | null {
  const confirmationNumber = params.get('confirmationNumber')?.trim() ?? '';
  if (confirmationNumberError(confirmationNumber)) return null;
  const checkInDate = params.get('checkInDate');
  const checkOutDate = params.get('checkOutDate');
  if (checkInDate === null || checkOutDate === null) return { confirmationNumber, stay: null };
  const count = (name: string, fallback: number) => {
    const value = params.get(name) ?? '';
    return WHOLE_NUMBER.test(value) ? Number(value) : fallback;
  };
  return { confirmationNumber, stay: { checkInDate, checkOutDate, numAdultsPerRoom: count('numAdultsPerRoom', 1), numChildrenPerRoom: count('numChildrenPerRoom', 0) } };
}

/** The stay a room is booked for, where the modify rate list starts. */
export function stayOfRoom({ basicInformation: info }: ReservationRoom): ModifyStay {
  return { checkInDate: info.checkInDate, checkOutDate: info.checkOutDate, numAdultsPerRoom: info.adults, numChildrenPerRoom: info.children };
}
