import { reservationApiPaths } from '../../shared/domain/paths';
import { LOOKUP_GRANT_COOKIE, SESSION_COOKIE } from '../auth/cookies';
import type { Queryable } from '../db/database';
import { authCalls, cookieValue } from './auth-calls';
import { graphQlCalls } from './graphql-calls';
import { startTestApi, type TestApi } from './test-api';
import { testRunInstant } from './test-instant';

type LookupOptions = { cookie?: string; base?: string; contentType?: string };

/** The reservation calls as the lookup form and the reservation pages make them, over real HTTP, for API tests. */
export function reservationCalls(api: TestApi) {
  /** Posts any body as JSON (or as given), from the overlay origin unless `base` says otherwise. */
  const lookupRaw = (body: unknown, { cookie, base = api.overlayUrl, contentType = 'application/json' }: LookupOptions = {}) =>
    fetch(`${base}${reservationApiPaths.submitReservationLookup}`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const lookup = (confirmationNumber: string, lastName: string, options: LookupOptions = {}) => lookupRaw({ confirmationNumber, lastName }, options);

  /** Looks a reservation up and returns the grant cookie, as `name=value`; throws when the lookup is refused. */
  const grantFor = async (confirmationNumber: string, lastName: string, cookie?: string) => {
    const response = await lookup(confirmationNumber, lastName, { ...(cookie ? { cookie } : {}) });
    if (response.status !== 200) throw new Error(`lookup of ${confirmationNumber} answered ${response.status}`);
    return `${LOOKUP_GRANT_COOKIE}=${cookieValue(response, LOOKUP_GRANT_COOKIE)}`;
  };

  /** Signs in and returns the session cookie, as `name=value`. */
  const sessionOf = async (userId: string) => `${SESSION_COOKIE}=${cookieValue(await authCalls(api).signInAs(userId), SESSION_COOKIE)}`;

  const graphQl = graphQlCalls(api);

  const order = async (confirmationNumber: string, cookie?: string, fields = ORDER_FIELDS) => {
    const { body } = await graphQl.post(
      'UpcomingReservation',
      `query UpcomingReservation($confirmationNumber: ID!) { reservationOrder(confirmationNumber: $confirmationNumber) { ${fields} } }`,
      { confirmationNumber },
      cookie ? { cookie } : {},
    );
    return body;
  };

  const cancel = async (confirmationNumbers: string[], orderRevisionNumber: number, cookie?: string) => {
    const { status, body } = await graphQl.post(
      'CancelReservationRooms',
      `mutation CancelReservationRooms($input: CancelReservationRoomsInput!) {
        cancelReservationRooms(input: $input) {
          status { code httpStatus messages { dev { message field } errors { code message } } }
          order { ${ORDER_FIELDS} }
        }
      }`,
      { input: { confirmationNumbers, orderRevisionNumber } },
      cookie ? { cookie } : {},
    );
    if (status !== 200 || body.errors) throw new Error(`cancelReservationRooms answered ${status}: ${JSON.stringify(body.errors)}`);
    return body.data?.cancelReservationRooms as CancelResult;
  };

  return { lookupRaw, lookup, grantFor, sessionOf, order, cancel };
}

/** What the tests read of an order: everything a page shows. */
export const ORDER_FIELDS = `id orderRevisionNumber checkInDate checkOutDate
  totalPricing { value valueDecimalPoint currency }
  property { id }
  items {
    basicInformation { confirmationNumber checkInDate checkOutDate nights adults children ratePlan isMemberRate }
    reservationRevisionNumber status
    product { ordinal inventoryTypeCode name description features }
    guestList { name { title givenName surname } isPrimary }
    charges { averageNightlyRate { value valueDecimalPoint currency } subtotal { value } taxesAndFees { value } total { value } }
    cancellationPolicy { isCancellable freeCancellationUntil lateCancellationCharge { value currency } }
    checkInState suiteNightAward
    cancellation { cancellationNumber cancelledAt charge { value valueDecimalPoint currency } }
  }`;

export type MoneyResult = { value: number; valueDecimalPoint?: number; currency?: string };
export type OrderItemResult = {
  basicInformation: { confirmationNumber: string; checkInDate: string; checkOutDate: string; nights: number; adults: number; children: number; ratePlan: string; isMemberRate: boolean };
  reservationRevisionNumber: number;
  status: 'CONFIRMED' | 'CANCELLED';
  product: { ordinal: number; inventoryTypeCode: string; name: string; description: string; features: string[] };
  guestList: { name: { title: string | null; givenName: string; surname: string }; isPrimary: boolean }[];
  charges: { averageNightlyRate: MoneyResult; subtotal: MoneyResult; taxesAndFees: MoneyResult; total: MoneyResult };
  cancellationPolicy: { isCancellable: boolean; freeCancellationUntil: string | null; lateCancellationCharge: MoneyResult };
  checkInState: string | null;
  suiteNightAward: string | null;
  cancellation: { cancellationNumber: string; cancelledAt: string; charge: MoneyResult } | null;
};
export type OrderResult = {
  id: string;
  orderRevisionNumber: number;
  checkInDate: string;
  checkOutDate: string;
  totalPricing: MoneyResult;
  property: { id: string };
  items: OrderItemResult[];
};
export type CancelResult = {
  status: { code: string; httpStatus: number; messages: { dev: { message: string; field: string | null }[]; errors: { code: string; message: string }[] } }[];
  order: OrderResult | null;
};

/**
 * The day the test database was seeded (fixture dates count from it), read back from 71234567, which
 * arrives 30 days after it; tests set their clock from it so they hold whatever day they run on.
 */
export async function seedingDayOf(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ day: string }>(`select to_char(check_in - 30, 'YYYY-MM-DD') as day from reservations where confirmation_number = '71234567'`);
  return rows[0]!.day;
}

/** Noon (UTC) `days` after the day of seeding. */
export const seedingDayNoon = (seedingDay: string, days = 0) => new Date(Date.parse(`${seedingDay}T12:00:00Z`) + days * 86_400_000);

/** A clock the test moves by setting `now`; the API reads it at every call. */
export type TestClock = { now: Date };

/**
 * A test API on a fresh database whose clock stands at the run's instant, the one the database was
 * seeded on (test-instant.ts), so the fixture stays (pre-arrival, in house, past) hold at whatever
 * instant the run stands; the test moves the clock by setting `now`.
 */
export async function startReservationTestApi(
  options: Omit<Parameters<typeof startTestApi>[0], 'clock'> = {},
): Promise<{ api: TestApi; calls: ReturnType<typeof reservationCalls>; clock: TestClock; seedDay: string }> {
  const clock: TestClock = { now: testRunInstant() };
  const api = await startTestApi({ ...options, clock: () => clock.now });
  const seedDay = await seedingDayOf(api.db);
  return { api, calls: reservationCalls(api), clock, seedDay };
}
