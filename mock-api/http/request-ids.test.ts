import { describe, expect, it } from 'vitest';
import { randomRequestIds } from './request-ids';

describe('randomRequestIds', () => {
  it('gives 128-bit base64url ids, never the same one twice, across refills of its pool', () => {
    const next = randomRequestIds();
    const ids = Array.from({ length: 1000 }, next);
    expect(ids.every((id) => /^[\w-]{22}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(1000);
  });
});
