import type { ValidationMessage } from '../i18n/message-ref';
import { stripNonDigits } from './text-patterns';

/**
 * What the phone rules refuse before they ask libphonenumber: no digits at all, or a character no
 * written number has (a `+` anywhere but first). A module of its own, free of the metadata, so a form
 * that loads the full rules later (the guest-info overlay) can say these at once.
 */
export function phoneNumberTextError(value: string): ValidationMessage | null {
  if (!stripNonDigits(value)) return { key: 'validation.phone.required' };
  if (/[^\d\s+().\-/]/.test(value.trim()) || value.trim().lastIndexOf('+') > 0) return { key: 'validation.phone.notANumber' };
  return null;
}
