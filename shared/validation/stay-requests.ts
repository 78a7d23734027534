import type { ValidationMessage } from '../i18n/message-ref';
import { stripHtmlTags } from './text-patterns';

/**
 * The guest's requests for the stay on the guest-info page (spec 02 section 3, "additional requests
 * (comments, eta)" and the room-request codes): shown by the guest-info overlay, checked again by the
 * server before they go on the booking.
 */

/**
 * Spec section 3's room-request codes, in its order, with the words a guest reads. The spec gives the
 * codes only: PETFEE1 and PETFEE2 read as one pet and two pets, each with the hotel's pet fee.
 */
export const ROOM_REQUESTS = [
  { code: 'CRIB', label: 'Crib' },
  { code: 'ROLLAWAY', label: 'Rollaway bed' },
  { code: 'PETFEE2', label: 'Two pets (pet fee applies)' },
  { code: 'PETFEE1', label: 'One pet (pet fee applies)' },
] as const;

export type RoomRequestCode = (typeof ROOM_REQUESTS)[number]['code'];

export function isRoomRequestCode(value: string): value is RoomRequestCode {
  return ROOM_REQUESTS.some((request) => request.code === value);
}

/** Why a set of chosen codes is refused, or null: only known codes, and one pet option at most. */
export function roomRequestsError(codes: readonly string[]): ValidationMessage | null {
  if (codes.some((code) => !isRoomRequestCode(code))) return { key: 'validation.stayRequests.unknownRoomRequest' };
  // Two pet fees on one room would charge the guest twice for the same pets.
  if (codes.includes('PETFEE1') && codes.includes('PETFEE2')) return { key: 'validation.stayRequests.onePetOption' };
  return null;
}

/**
 * Our choice, not the spec's: 250 characters, enough for a few requests in sentences, and short enough
 * to print whole on the hotel's arrival list, where longer remarks are cut off.
 */
export const STAY_COMMENTS_MAX_LENGTH = 250;

/** Comments as they are counted and stored: HTML tags stripped (spec section 5), then trimmed. */
export function normalizeStayComments(value: string): string {
  return stripHtmlTags(value).trim();
}

/** Why the comments are refused, or null; none at all is fine. Counted after stripping, as stored. */
export function stayCommentsError(value: string): ValidationMessage | null {
  const comments = normalizeStayComments(value);
  return comments.length > STAY_COMMENTS_MAX_LENGTH ? { key: 'validation.stayRequests.commentsTooLong', params: { max: STAY_COMMENTS_MAX_LENGTH } } : null;
}

/** One estimated-arrival choice: the value sent (`HH:00`, 24-hour) and the hour. */
export type ArrivalHourOption = { value: string; hour: number };

/** Spec section 5: arrival hours offered from 00:00 to 23:00, 24 options, in order. */
export const ARRIVAL_HOUR_OPTIONS: readonly ArrivalHourOption[] = Array.from({ length: 24 }, (_, hour) => ({
  value: `${String(hour).padStart(2, '0')}:00`,
  hour,
}));

/** Why the chosen arrival hour is refused, or null: it must be one of the options, or not given (optional). */
export function estimatedArrivalError(value: string | null | undefined): ValidationMessage | null {
  const chosen = value?.trim();
  if (!chosen) return null;
  return ARRIVAL_HOUR_OPTIONS.some((option) => option.value === chosen) ? null : { key: 'validation.stayRequests.arrivalTimeUnknown' };
}
