import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../mock-api/db/open-database';
import { graphQlBasePath } from '../shared/domain/paths';
import { startPorticoProcess } from '../tests/support/portico-process';
import { report, round } from './support/results';

const SIZES = [1_000, 1_000_000];
const DURATION_S = Number(process.env.BENCH_GROWTH_SECONDS ?? 5);

/**
 * A bench-only data set: `count` reservations spread over the seeded hotels and members, dated over
 * two years, written in one statement so a million rows take seconds.
 */
async function seedReservations(dataDir: string, count: number) {
  const db = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await db.query(
      `insert into reservations (confirmation_number, member_id, hotel_code, guest_first_name, guest_last_name, check_in, nights, room_type, rate_plan)
       select 'B' || lpad(n::text, 9, '0'),
              (select id from members order by id limit 1 offset (n % 3)),
              (array['NYCTS','LONKX','SHAPD','DXBBG','BKKRV'])[1 + n % 5],
              'Guest', 'Number' || n, current_date + (n % 730), 1 + n % 7, 'One King Bed Guest Room', 'Cash rate'
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
    await db.query('analyze reservations');
    await db.query('analyze hotel_reviews');
  } finally {
    await db.close();
  }
}

async function p50Of(origin: string, operationName: string, query: string, variables: Record<string, unknown>) {
  const result = await autocannon({
    url: `${origin}${graphQlBasePath}/${operationName}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-by': 'bench' },
    body: JSON.stringify({ operationName, query, variables }),
    connections: 10,
    duration: DURATION_S,
  });
  return { p50Ms: result.latency.p50, requestsPerSecond: round(result.requests.average, 0), errors: result.errors + result.non2xx };
}

const OPERATIONS = [
  {
    name: 'HotelOverview',
    query:
      'query HotelOverview($s: String!) { propertyBySeoNickname(seoNickname: $s) { id basicInformation { name } contactInformation { address { line1 city } } } }',
    variables: { s: 'nycts-portico-times-square' },
  },
  {
    name: 'HotelHeader',
    query:
      'query HotelHeader($id: ID!) { property(id: $id) { id seoNickname basicInformation { name latitude longitude brand { id } } reviews { stars { count } numberOfReviews { count } } media { primaryImage { url } hotelLogo { imageSrc } } } }',
    variables: { id: 'NYCTS' },
  },
  {
    name: 'HotelGuestReviews',
    query: 'query HotelGuestReviews($id: ID!) { property(id: $id) { id guestReviews(first: 10) { id author rating title stayedOn } } }',
    variables: { id: 'NYCTS' },
  },
] as const;

/**
 * p50 of the hotel operations with 1,000 and with 1,000,000 reservations (and a tenth as many guest
 * reviews) in the database. Reservation lookup joins this bench with issue 6.
 */
type GrowthRow = { reservations: number; seededInS: number; operation: string } & Awaited<ReturnType<typeof p50Of>>;

export async function benchGrowth() {
  const rows: GrowthRow[] = [];
  for (const size of SIZES) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-growth-'));
    try {
      const seeding = performance.now();
      await seedReservations(dataDir, size);
      const seededInS = round((performance.now() - seeding) / 1000);
      const portico = await startPorticoProcess({ hostPort: 18980, overlayPort: 18981, dataDir });
      try {
        for (const operation of OPERATIONS) {
          const figures = await p50Of(portico.hostOrigin, operation.name, operation.query, operation.variables);
          rows.push({ reservations: size, seededInS, operation: operation.name, ...figures });
        }
      } finally {
        await portico.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const growth = Object.fromEntries(
    OPERATIONS.map(({ name }) => {
      const [small, large] = rows.filter((row) => row.operation === name);
      return [`${name} p50 growth, 1,000 to 1,000,000 (target <= 2)`, round(large!.p50Ms / Math.max(small!.p50Ms, 1), 2)];
    }),
  );
  report('growth', rows, growth);
  return rows;
}
