import { useSearchParams } from 'react-router-dom';
import { confirmationNumberError } from '../../shared/validation/reservation-lookup';

/**
 * The page's `confirmationNumber` query, when it is one a reservation can have (digits, at most 11);
 * null otherwise. The reservation pages and the booking pages after Book now are all named by it.
 */
export function useConfirmationNumberParam(): string | null {
  const [query] = useSearchParams();
  const value = query.get('confirmationNumber')?.trim() ?? '';
  return confirmationNumberError(value) ? null : value;
}
