import { bookingBrowser, bookNow, prepareBooking, type BookingBrowser, type PreparedBooking } from '../tests/support/booking-journey';
import { percentile, report, round } from './support/results';
import { startPortico } from './support/start-portico';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 120);
const CONCURRENCY = 10;

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Create order's throughput: `ORDERS` visitors' carts are prepared first (cart, guest, card, payment),
 * spread over rooms and nights so none sells out, then Book now is pressed for all of them, ten at a
 * time. The figure is the booking transaction itself: the claim, inventory, rooms, payment record and
 * outbox, each order one transaction.
 */
export async function benchCreateOrder() {
  const portico = await startPortico(18780, 18781);
  try {
    const carts: { browser: BookingBrowser; prepared: PreparedBooking }[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const browser = bookingBrowser(portico);
      const day = 200 + (index % 60);
      const stay = { propertyId: 'NYCTS', checkInDate: dayFromToday(day), checkOutDate: dayFromToday(day + 2), numRooms: 1, numAdultsPerRoom: 1, numChildrenPerRoom: 0, rewardsRedemption: false };
      const roomTypeCode = index % 2 === 0 ? 'GKNG' : 'GQQN';
      carts.push({ browser, prepared: await prepareBooking(browser, stay, { roomTypeCode, ratePlanCode: 'FLEX' }) });
    }
    const latencies: number[] = [];
    const refusals: string[] = [];
    const queue = [...carts];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const sent = performance.now();
          const outcome = await bookNow(next.browser, next.prepared);
          latencies.push(performance.now() - sent);
          if (outcome.code) refusals.push(outcome.code);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const rows = [
      {
        call: `createOrder, ${CONCURRENCY} at a time`,
        orders: ORDERS - refusals.length,
        ordersPerSecond: round((ORDERS - refusals.length) / seconds, 1),
        p50Ms: round(percentile(latencies, 50)),
        p99Ms: round(percentile(latencies, 99)),
        refusals: refusals.length,
      },
    ];
    report('create-order', rows, { rule: 'one transaction per order: claim, inventory, rooms, payment record, outbox' });
    if (refusals.length > 0) throw new Error(`create order refused ${refusals.length} bookings: ${[...new Set(refusals)].join(', ')}`);
    return rows;
  } finally {
    await portico.stop();
  }
}
