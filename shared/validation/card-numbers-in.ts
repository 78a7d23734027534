import { cardNumberError } from './payment-card';

/**
 * Every card number in `text`, as a data-loss scan finds them: each run of 13 to 19 digits (single
 * spaces or dashes between them allowed, as people and forms write them) that names a brand by its
 * prefix, has that brand's length and passes Luhn. Longer runs are read in every window, so a number
 * inside a longer one is found too. The card vault uses it so that no stored byte string reads as a
 * card number; the security tests use it on logs, tables and traffic.
 */
export function cardNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\d(?:[ -]?\d){12,}/g)) {
    const digits = match[0].replace(/[ -]/g, '');
    for (let length = 13; length <= 19; length += 1) {
      for (let start = 0; start + length <= digits.length; start += 1) {
        const run = digits.slice(start, start + length);
        if (cardNumberError(run) === null) found.push(run);
      }
    }
  }
  return found;
}
