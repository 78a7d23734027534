/**
 * The name on the card as the card vault keeps it: 1 to 60 characters (migration 0010's check on
 * payment_card_tokens.cardholder_name), with spaces trimmed and inner runs made one.
 */
export const CARDHOLDER_NAME_MAX_LENGTH = 60;

export function normalizeCardholderName(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ');
}

export function cardholderNameError(value: string): string | null {
  const name = normalizeCardholderName(value);
  if (!name) return 'Enter the name as it is printed on the card.';
  if (name.length > CARDHOLDER_NAME_MAX_LENGTH) return `The name on the card has at most ${CARDHOLDER_NAME_MAX_LENGTH} characters.`;
  return null;
}
