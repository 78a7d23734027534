import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { report } from '../bench/support/results';
import {
  CustomerDocument,
  HotelDetailsDocument,
  HotelGuestReviewsDocument,
  MyTripsDocument,
  OrderConfirmationDocument,
  SavedHotelsDocument,
} from '../shared/graphql/generated/graphql';
import { porticoClient } from '../tests/reliability/client';
import { runLoad } from '../tests/reliability/load';
import { createPostgresCluster } from '../tests/support/postgres-cluster';
import { bookingBrowser, bookNow, prepareBooking } from '../tests/support/booking-journey';
import { freePort } from '../tests/support/free-port';
import { startPorticoProcess } from '../tests/support/portico-process';

/**
 * Which of the API's queries could not use an index, on a real PostgreSQL.
 *
 * Starts a throwaway cluster (Debian's binaries: scripts/ensure-postgres.sh) with auto_explain logging
 * the plan of every statement, the server's own pool included, and with sequential scans priced out
 * (`enable_seqscan = off`): the demo data is too small for the planner to prefer an index on its own,
 * so a Seq Scan that still shows is a statement no index serves. Then it drives the hot calls the way
 * browsers do (the reliability suite's journeys: sign-in, user details, hotel pages, saved hotels, a
 * lookup and its reservation, a search, a cart and its read; plus reviews, details, my trips and a
 * whole booking with its confirmation) and lists every statement that scanned a table which grows
 * with use, or read more than a thousand rows of one (volume is added first, see VOLUME). `npx tsx scripts/explain-hot-queries.ts` (after `npm run build`); exits 1 when one did.
 */

/** Tables whose rows grow with guests, bookings and time; a scan of any of them is a query that slows down as they do. */
const GROWING_TABLES = new Set([
  'members', 'sessions', 'remembered_browsers', 'sign_in_lockouts', 'data_layer_events', 'saved_properties', 'hotel_reviews',
  'orders', 'reservations', 'reservation_guests', 'reservation_nights', 'reservation_lookup_grants', 'booking_sessions', 'carts',
  'cart_nights', 'cart_guests', 'booking_requests', 'outbox_messages', 'member_points_entries', 'nightly_prices', 'room_inventory',
  'payment_card_tokens', 'member_payment_cards', 'travel_agent_bookings', 'travel_agent_checks', 'travel_insurance_quotes',
  'cart_insurance', 'travel_insurance_policies', 'member_aaa_numbers',
]);

type Scan = { table: string; method: string; rows: number };
type Plan = { query: string; scans: Scan[] };

const SCAN_NODE = /(Seq Scan|Index Only Scan|Index Scan|Bitmap Heap Scan)(?: Backward)?(?: using \w+)? on (\w+)/;

/**
 * auto_explain's text plans in a server log: a `duration: … plan:` entry, `Query Text:` and its lines,
 * then the nodes, each a line with its cost and, analysed, the rows it gave.
 */
function readPlans(log: string): Plan[] {
  const plans: Plan[] = [];
  // A log entry starts at a line's first character; its further lines are indented.
  for (const entry of log.split(/\n(?=\S)/)) {
    if (!/duration: [\d.]+ ms\s+plan:/.test(entry)) continue;
    const lines = entry.split('\n');
    const textAt = lines.findIndex((line) => line.includes('Query Text:'));
    const planAt = lines.findIndex((line, index) => index > textAt && line.includes('(cost='));
    if (textAt < 0 || planAt < 0) continue;
    const query = [lines[textAt]!.replace(/^.*Query Text:/, ''), ...lines.slice(textAt + 1, planAt)].join(' ').trim();
    const scans: Scan[] = [];
    for (let index = planAt; index < lines.length; index += 1) {
      const node = SCAN_NODE.exec(lines[index]!);
      if (!node || !lines[index]!.includes('(cost=')) continue;
      const actual = /actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/.exec(lines[index]!);
      const rows = actual ? Number(actual[1]) * Number(actual[2]) : 0;
      scans.push({ table: node[2]!, method: node[1]!, rows });
    }
    plans.push({ query, scans });
  }
  return plans;
}

/**
 * A sequential scan of a growing table: with sequential scans priced out, one that still shows is a
 * statement no index serves. (A small table read whole through an index instead is no finding: the
 * planner does that with scans priced out; on the tables given volume below it would read too many.)
 */
const isSequentialScan = (scan: Scan) => GROWING_TABLES.has(scan.table) && scan.method === 'Seq Scan';

/**
 * The rows one call may read of a growing table. A page shows tens of things; a scan of more reads
 * what grows (all of a hotel's reviews to show the newest five), however good its index condition.
 */
const ROWS_READ_MAX = 1000;
const readsTooMany = (scan: Scan) => GROWING_TABLES.has(scan.table) && scan.rows > ROWS_READ_MAX;

/**
 * Rows added before the calls, so that reading too much shows: visitors' one-room orders (each with its
 * guest, as the growth bench adds them; a member's own trips stay a member's few) and reviews of the
 * hotel the calls read.
 */
const ORDERS_ADDED = 50_000;
const REVIEWS_ADDED = 20_000;
const VOLUME = [
  `insert into orders (id, member_id, hotel_code, created_at) overriding system value
   select 1000000 + n, null, (array['NYCTS','LONKX','SHAPD','DXBBG','BKKRV'])[1 + n % 5], now()
     from generate_series(1, ${ORDERS_ADDED}) as n`,
  `select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`,
  `insert into reservations (confirmation_number, order_id, room_ordinal, check_in, nights, room_name, rate_plan, inventory_type_code, currency,
     nightly_rate_minor, taxes_minor, free_cancellation_until, late_cancellation_charge_minor)
   select '9' || lpad(n::text, 10, '0'), 1000000 + n, 1, current_date + (n % 730), 1 + n % 7, 'One King Bed Guest Room', 'Flexible rate', 'GKNG',
          'USD', 20000, 3000, (current_date + (n % 730) - 2)::timestamp at time zone 'UTC', 20000
     from generate_series(1, ${ORDERS_ADDED}) as n`,
  `insert into reservation_guests (confirmation_number, position, given_name, surname, is_primary)
   select '9' || lpad(n::text, 10, '0'), 1, 'Guest', 'Bench', true from generate_series(1, ${ORDERS_ADDED}) as n`,
  `insert into hotel_reviews (hotel_code, author, rating, title, text, stayed_on, created_at)
   select 'NYCTS', 'Guest ' || n, 1 + n % 5, 'Stay ' || n, 'Fine.', date '2025-01-01', now() - n * interval '1 minute' from generate_series(1, ${REVIEWS_ADDED}) as n`,
  'analyze',
];

const cluster = createPostgresCluster(await freePort());
let failed = false;
try {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  // ALTER SYSTEM knows auto_explain's settings only once the module is loaded in this session.
  await admin.query("load 'auto_explain'");
  for (const setting of [
    "session_preload_libraries = 'auto_explain'",
    'auto_explain.log_min_duration = 0',
    'auto_explain.log_analyze = on',
    'auto_explain.log_nested_statements = on',
    'enable_seqscan = off',
    // Priced-out scans cost enough to start the JIT, whose report would only clutter the plans.
    'jit = off',
  ]) {
    await admin.query(`alter system set ${setting}`);
  }
  await admin.query('select pg_reload_conf()');
  await admin.end();

  const server = await startPorticoProcess({ hostPort: await freePort(), overlayPort: await freePort(), databaseUrl: cluster.url });
  const data = new pg.Client({ connectionString: cluster.url });
  await data.connect();
  for (const statement of VOLUME) await data.query(statement);
  await data.end();
  const logStart = readFileSync(cluster.logFile, 'utf8').length;
  try {
    await runLoad(server, 2, 6);
    const client = porticoClient(server.hostOrigin);
    const { cookie } = await client.signIn('liam.chen@example.com', 'Stay#Well2026');
    await client.graphQl(HotelGuestReviewsDocument, { propertyId: 'NYCTS', first: 10 });
    await client.graphQl(HotelDetailsDocument, { propertyId: 'NYCTS' });
    await client.graphQl(MyTripsDocument, {}, cookie);
    await client.graphQl(SavedHotelsDocument, {}, cookie);
    await client.graphQl(CustomerDocument, {}, cookie);
    const browser = bookingBrowser(server);
    const checkIn = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 92 * 86_400_000).toISOString().slice(0, 10);
    const stay = { propertyId: 'NYCTS', checkInDate: checkIn, checkOutDate: checkOut, numRooms: 1, numAdultsPerRoom: 1, numChildrenPerRoom: 0, rewardsRedemption: false };
    const booked = await bookNow(browser, await prepareBooking(browser, stay, { roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' }));
    const confirmationNumber = booked.confirmationNumbers[0];
    if (confirmationNumber) await browser.graphQl(OrderConfirmationDocument, { confirmationNumber });
  } finally {
    await server.stop();
  }

  // From the server's start on: migrations and the seed rewrite whole tables by design.
  const log = readFileSync(cluster.logFile, 'utf8').slice(logStart);
  // EXPLAIN_LOG=file keeps every plan for reading; EXPLAIN_ALL=1 lists every statement, not only the offenders.
  if (process.env.EXPLAIN_LOG) writeFileSync(process.env.EXPLAIN_LOG, log);
  const plans = readPlans(log);
  const byQuery = new Map<string, { calls: number; scans: Map<string, Scan> }>();
  for (const plan of plans) {
    const entry = byQuery.get(plan.query) ?? { calls: 0, scans: new Map<string, Scan>() };
    entry.calls += 1;
    for (const scan of plan.scans) {
      const key = `${scan.method} ${scan.table}`;
      // Per kind of scan, the call that read the most.
      if ((entry.scans.get(key)?.rows ?? -1) < scan.rows) entry.scans.set(key, scan);
    }
    byQuery.set(plan.query, entry);
  }
  const rows = [...byQuery].map(([query, { calls, scans }]) => ({
    query: query.replace(/\s+/g, ' ').slice(0, 100),
    calls,
    seqScans: [...scans.values()].filter(isSequentialScan).map((scan) => `${scan.method} ${scan.table}`).join(', '),
    readsMany: [...scans.values()].filter(readsTooMany).map((scan) => `${scan.rows} of ${scan.table}`).join(', '),
  }));
  if (process.env.EXPLAIN_ALL) console.table(rows);
  const offenders = rows.filter((row) => row.seqScans || row.readsMany);
  report('explain-hot-queries', offenders.length ? offenders : [{ query: '(none)', calls: 0, seqScans: '', readsMany: '' }], {
    statementsPlanned: plans.length,
    distinctStatements: rows.length,
    withASeqScanOrOver1000RowsOfAGrowingTable: offenders.length,
  });
  failed = offenders.length > 0;
} finally {
  cluster.destroy();
}
process.exit(failed ? 1 : 0);
