/** The contract's form of a create-cart idempotency key: 16 to 64 letters, digits, - or _. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A fresh key for one selection of a rate: a random UUID (36 characters, letters, digits and -). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
