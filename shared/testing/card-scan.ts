import { cardNumbersIn } from '../validation/card-numbers-in';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * The card numbers a data-loss scan finds in `text`, with every UUID read as the id it is. The scan
 * joins digits across single dashes, so a random id such as `…4f62-8223-3455898935ab` reads as a Luhn-valid
 * UnionPay number about once in a few thousand ids, and a whole booking's traffic carries hundreds of
 * them (request ids, the bridge's call ids): without this a scan fails now and then with nothing leaked.
 * A card number is never written in a UUID's shape, so nothing a leak would look like is hidden.
 */
export function cardNumbersOutsideIds(text: string): string[] {
  return cardNumbersIn(text.replace(UUID, '<uuid>'));
}
