import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN, newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes keys of the contract’s form, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});
