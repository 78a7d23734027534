/**
 * Keys whose values a recording never shows. No contract of ours carries one today (card data never
 * leaves the payment overlay, passwords never leave sign-in), so this guards against a contract that
 * would, and against an embedding team's own methods.
 */
const SECRET_WORDS = ['password', 'passcode', 'secret', 'token', 'cvv', 'cvc', 'securitycode', 'cardnumber', 'onetimecode', 'otp'];
const EXACT_SECRETS = new Set(['pan', 'pin']);

/** `cardNumber`, `card_number` and `CARD-NUMBER` are one key to this check. */
function isSecretKey(key: string): boolean {
  const letters = key.toLowerCase().replace(/[^a-z]/g, '');
  return EXACT_SECRETS.has(letters) || SECRET_WORDS.some((word) => letters.includes(word));
}

export const REDACTED = '[redacted]';

/** A copy of `value` with every secret-named property's value replaced; other values are kept as they are. */
export function redactSecrets<Value>(value: Value): Value {
  return redact(value, new WeakSet()) as Value;
}

function redact(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, seen));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, isSecretKey(key) ? REDACTED : redact(item, seen)]));
}
