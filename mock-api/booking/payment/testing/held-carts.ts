import { expect } from 'vitest';
import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { bookingCalls, newIdempotencyKey, searchFrom, type CartResult, type CookieJar } from '../../../testing/booking-calls';
import type { TestApi } from '../../../testing/test-api';

export type Selection = { search: SearchCriteria; roomTypeCode: string; ratePlanCode: string };

/**
 * Selects a rate as the rate list does (by default the flexible rate of NYCTS's standard room, two
 * nights 20 days after seeding) and returns the cart; the browser gains its booking session.
 */
export async function holdCart(api: TestApi, seedDay: string, jar: CookieJar, selection: Partial<Selection> = {}): Promise<CartResult> {
  const { data, errors } = await bookingCalls(api).createCart(
    { search: searchFrom(seedDay, 20), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', ...selection, idempotencyKey: newIdempotencyKey() },
    jar,
  );
  expect(errors).toBeUndefined();
  return data!.createCart;
}
