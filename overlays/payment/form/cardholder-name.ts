import type { Messages } from '../../../shared/i18n/messages';

/**
 * The name on the card as the card vault keeps it: 1 to 60 characters (migration 0010's check on
 * payment_card_tokens.cardholder_name), with spaces trimmed and inner runs made one.
 */
export const CARDHOLDER_NAME_MAX_LENGTH = 60;

export function normalizeCardholderName(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ');
}

export function cardholderNameError(value: string, t: Messages['t']): string | null {
  const name = normalizeCardholderName(value);
  if (!name) return t('payment.cardholderName.required');
  if (name.length > CARDHOLDER_NAME_MAX_LENGTH) return t('payment.cardholderName.tooLong', { max: CARDHOLDER_NAME_MAX_LENGTH });
  return null;
}
