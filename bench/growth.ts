import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../mock-api/db/open-database';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphQlBasePath, reservationApiPaths } from '../shared/domain/paths';
import {
  HotelGuestReviewsDocument,
  HotelHeaderDocument,
  HotelOverviewDocument,
  SearchProductsByPropertyDocument,
  UpcomingReservationDocument,
} from '../shared/graphql/generated/graphql';
import { persistedOperation } from '../tests/support/persisted-operation';
import { startPorticoProcess } from '../tests/support/portico-process';
import { rateListSearch } from './support/rate-list-search';
import { report, round } from './support/results';

// A shorter run (e.g. BENCH_GROWTH_SIZES=1000,20000 BENCH_GROWTH_SECONDS=1) checks the bench itself.
const SIZES = (process.env.BENCH_GROWTH_SIZES ?? '1000,1000000').split(',').map(Number);
const DURATION_S = Number(process.env.BENCH_GROWTH_SECONDS ?? 5);

/** Bench reservations have 11-digit confirmation numbers starting with 9; the fixtures' have 8. */
const benchConfirmationNumber = (n: number) => `9${String(n).padStart(10, '0')}`;
/** Last names are letters only (the lookup refuses digits): the number spelt with a for 0 to j for 9. */
const benchSurname = (n: number) => `Bench${String(n).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
/** The reservation the lookup and the order read ask for: there at every size, mid-way through the smallest. */
const BENCH_LOOKUP = { confirmationNumber: benchConfirmationNumber(500), lastName: benchSurname(500) };

/**
 * A bench-only data set: `count` one-room orders spread over the seeded hotels and members, dated over
 * two years, each room with its guest, written a statement per table so a million rows take seconds.
 */
async function seedReservations(dataDir: string, count: number): Promise<{ inventoryRows: number }> {
  const db = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    const { rows } = await db.query<{ base: string }>('select coalesce(max(id), 0)::text as base from orders');
    const base = Number(rows[0]!.base);
    await db.query(
      `insert into orders (id, member_id, hotel_code, created_at) overriding system value
       select $2::bigint + n, (select id from members order by id limit 1 offset (n % 3)),
              (array['NYCTS','LONKX','SHAPD','DXBBG','BKKRV'])[1 + n % 5], now()
         from generate_series(1, $1::int) as n`,
      [count - 1, base],
    );
    await db.query(`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
    await db.query(
      `insert into reservations (confirmation_number, order_id, room_ordinal, check_in, nights, room_name, rate_plan,
         inventory_type_code, currency, nightly_rate_minor, taxes_minor, free_cancellation_until, late_cancellation_charge_minor)
       select '9' || lpad(n::text, 10, '0'), $2::bigint + n, 1, current_date + (n % 730), 1 + n % 7, 'One King Bed Guest Room',
              'Flexible rate', 'GKNG', (array['USD','GBP','CNY','AED','THB'])[1 + n % 5], 20000 + n % 30000, 3000,
              (current_date + (n % 730) - 2)::timestamp at time zone 'UTC', 20000
         from generate_series(1, $1::int) as n`,
      [count - 1, base],
    );
    await db.query(
      `insert into reservation_guests (confirmation_number, position, given_name, surname, is_primary)
       select '9' || lpad(n::text, 10, '0'), 1, 'Guest', 'Bench' || translate(n::text, '0123456789', 'abcdefghij'), true
         from generate_series(1, $1::int) as n`,
      [count - 1],
    );
    // Reviews grow with stays: one for every ten reservations, newest last, as guests post them.
    await db.query(
      `insert into hotel_reviews (hotel_code, author, rating, title, text, stayed_on, created_at)
       select (array['NYCTS','LONKX','SHAPD','DXBBG','BKKRV'])[1 + n % 5], 'Guest ' || n, 1 + n % 5, 'Stay ' || n,
              'A bench review.', date_trunc('month', current_date - (n % 700))::date, now() - make_interval(mins => n)
         from generate_series(1, $1::int) as n`,
      [Math.floor(count / 10)],
    );
    await seedInventory(db, count);
    for (const table of ['orders', 'reservations', 'reservation_guests', 'hotel_reviews', 'hotels', 'room_types', 'nightly_prices', 'room_inventory']) {
      await db.query(`analyze ${table}`);
    }
    const { rows: inventory } = await db.query<{ n: number }>('select count(*)::int as n from room_inventory');
    return { inventoryRows: inventory[0]!.n };
  } finally {
    await db.close();
  }
}

/**
 * `count` more inventory rows (and as many nightly prices), as the chain grows: bench hotels B0001,
 * B0002, … each selling NYCTS's room types with its prices and rooms for its year of nights, added
 * until the rows reach `count`. The seeded hotels' own year (about 32,000 rows) is there at every size.
 */
async function seedInventory(db: Awaited<ReturnType<typeof openDatabase>>, count: number) {
  const { rows } = await db.query<{ perHotel: number }>(`select count(*)::int as "perHotel" from room_inventory where hotel_code = 'NYCTS'`);
  const hotels = Math.ceil(count / rows[0]!.perHotel);
  const benchCodes = `select 'B' || lpad(n::text, 4, '0') as code, n from generate_series(1, ${hotels}) as n`;
  await db.query(
    `insert into hotels (code, seo_nickname, name, brand_code, address_line1, city, country_code, country_name, latitude, longitude, phone, currency)
     select b.code, 'bench-hotel-' || b.n, 'Bench hotel ' || b.n, h.brand_code, h.address_line1, h.city, h.country_code, h.country_name,
            h.latitude, h.longitude, h.phone, h.currency
       from (${benchCodes}) b cross join hotels h where h.code = 'NYCTS'`,
  );
  await db.query(
    `insert into room_types (hotel_code, code, name, description, bedding, size_square_meters, max_occupancy, points_premium, sort_order)
     select b.code, r.code, r.name, r.description, r.bedding, r.size_square_meters, r.max_occupancy, r.points_premium, r.sort_order
       from (${benchCodes}) b cross join room_types r where r.hotel_code = 'NYCTS'`,
  );
  for (const table of ['room_inventory', 'nightly_prices']) {
    const columns = table === 'room_inventory' ? 'rooms_total, rooms_sold' : 'flexible_price_minor, season';
    await db.query(
      `insert into ${table} (hotel_code, room_type_code, night, ${columns})
       select b.code, x.room_type_code, x.night, ${columns.split(', ').map((column) => `x.${column}`).join(', ')}
         from (${benchCodes}) b cross join ${table} x where x.hotel_code = 'NYCTS'
        order by b.n, x.room_type_code, x.night limit $1`,
      [count],
    );
  }
}

/** What autocannon repeats: a POST to `path` with `body`, plus the cookie the call needs, if any. */
type BenchRequest = { path: string; body: string; cookie?: string };

async function p50Of(origin: string, { path: requestPath, body, cookie }: BenchRequest) {
  const result = await autocannon({
    url: `${origin}${requestPath}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-by': 'bench', ...(cookie ? { cookie } : {}) },
    body,
    connections: 10,
    duration: DURATION_S,
  });
  return { p50Ms: result.latency.p50, requestsPerSecond: round(result.requests.average, 0), errors: result.errors + result.non2xx };
}

/** Looks the bench reservation up once, as a visitor's browser does before it reads the order. */
async function lookupGrantCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}${reservationApiPaths.submitReservationLookup}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_LOOKUP),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('portico_lookup_grant='))?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`the bench lookup answered ${response.status}`);
  return cookie;
}

/** One of the apps' operations as they send it (by hash): the production server runs nothing else. */
const graphQl = <Variables>(document: TypedDocumentNode<unknown, Variables>, variables: Variables) => {
  const { operationName, body } = persistedOperation(document, variables);
  return { path: `${graphQlBasePath}/${operationName}`, body };
};

const OPERATIONS: { name: string; request: (origin: string) => Promise<BenchRequest> }[] = [
  {
    name: 'HotelOverview',
    request: async () => graphQl(HotelOverviewDocument, { seoNickname: 'nycts-portico-times-square' }),
  },
  {
    name: 'HotelHeader',
    request: async () => graphQl(HotelHeaderDocument, { propertyId: 'NYCTS' }),
  },
  {
    name: 'HotelGuestReviews',
    request: async () => graphQl(HotelGuestReviewsDocument, { propertyId: 'NYCTS', first: 10 }),
  },
  {
    name: 'submitReservationLookup',
    request: async () => ({ path: reservationApiPaths.submitReservationLookup, body: JSON.stringify(BENCH_LOOKUP) }),
  },
  {
    // The upcoming-reservation page's read, with the grant the lookup gave.
    name: 'UpcomingReservation',
    request: async (origin) => ({
      ...graphQl(UpcomingReservationDocument, { confirmationNumber: BENCH_LOOKUP.confirmationNumber }),
      cookie: await lookupGrantCookie(origin),
    }),
  },
  {
    // The rate list's search: every room type with its rates, from inventory and nightly prices.
    name: 'SearchProductsByProperty',
    request: async () => graphQl(SearchProductsByPropertyDocument, { input: rateListSearch() }),
  },
];

/**
 * p50 of the hotel operations, the reservation lookup, the upcoming-reservation read and the rate
 * list's search with 1,000 and with 1,000,000 reservations, as many more inventory rows (and nightly
 * prices), and a tenth as many guest reviews in the database.
 */
type GrowthRow = { reservations: number; inventoryRows: number; seededInS: number; operation: string } & Awaited<ReturnType<typeof p50Of>>;

export async function benchGrowth() {
  const rows: GrowthRow[] = [];
  for (const size of SIZES) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-growth-'));
    try {
      const seeding = performance.now();
      const { inventoryRows } = await seedReservations(dataDir, size);
      const seededInS = round((performance.now() - seeding) / 1000);
      const portico = await startPorticoProcess({ hostPort: 18980, overlayPort: 18981, dataDir });
      try {
        for (const operation of OPERATIONS) {
          const figures = await p50Of(portico.hostOrigin, await operation.request(portico.hostOrigin));
          rows.push({ reservations: size, inventoryRows, seededInS, operation: operation.name, ...figures });
        }
      } finally {
        await portico.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const [smallest, largest] = [SIZES[0]!, SIZES[SIZES.length - 1]!];
  const growth = Object.fromEntries(
    OPERATIONS.map(({ name }) => {
      const small = rows.find((row) => row.operation === name && row.reservations === smallest)!;
      const large = rows.find((row) => row.operation === name && row.reservations === largest)!;
      return [`${name} p50 growth, ${smallest.toLocaleString('en')} to ${largest.toLocaleString('en')} (target <= 2)`, round(large.p50Ms / Math.max(small.p50Ms, 1), 2)];
    }),
  );
  report('growth', rows, growth);
  return rows;
}
