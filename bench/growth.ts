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
    await db.query('analyze reservations');
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

/**
 * p50 of the hotel operations with 1,000 and with 1,000,000 reservations in the database. Reservation
 * lookup and the hotel-header operation join this bench when they exist (issues 5 and 6).
 */
export async function benchGrowth() {
  const rows = [];
  for (const size of SIZES) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-growth-'));
    try {
      const seeding = performance.now();
      await seedReservations(dataDir, size);
      const seededInS = round((performance.now() - seeding) / 1000);
      const portico = await startPorticoProcess({ hostPort: 18980, overlayPort: 18981, dataDir });
      try {
        const overview = await p50Of(
          portico.hostOrigin,
          'HotelOverview',
          'query HotelOverview($s: String!) { propertyBySeoNickname(seoNickname: $s) { id basicInformation { name } contactInformation { address { line1 city } } } }',
          { s: 'nycts-portico-times-square' },
        );
        rows.push({ reservations: size, seededInS, operation: 'HotelOverview', ...overview });
      } finally {
        await portico.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const [small, large] = rows as [(typeof rows)[0], (typeof rows)[0]];
  report('growth', rows, { 'p50 growth, 1,000 to 1,000,000 (target <= 2)': round(large.p50Ms / Math.max(small.p50Ms, 1), 2) });
  return rows;
}
