import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalls, cookieJar, newIdempotencyKey, nightsOf, searchFrom, type CookieJar } from '../../testing/booking-calls';
import { reservationCalls, startReservationTestApi } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { bookingFootprint, codeOf, orderCalls, type Selection } from './testing/order-calls';

let api: TestApi;
let seedDay: string;
let orders: ReturnType<typeof orderCalls>;
let lookups: ReturnType<typeof reservationCalls>;

// One server for the file: every test books its own nights, so none sees another's inventory.
beforeAll(async () => {
  ({ api, seedDay } = await startReservationTestApi());
  orders = orderCalls(api);
  lookups = reservationCalls(api);
});
afterAll(() => api.close());

const flex = (days: number, overrides: Partial<Selection['search']> = {}): Selection => ({
  search: searchFrom(seedDay, days, 2, overrides),
  roomTypeCode: 'GKNG',
  ratePlanCode: 'FLEX',
});

const roomsSold = async (selection: Selection) => {
  const { rows } = await api.db.query<{ night: string; sold: number }>(
    `select to_char(night, 'YYYY-MM-DD') as night, rooms_sold as sold from room_inventory
      where hotel_code = $1 and room_type_code = $2 and night = any($3::date[]) order by night`,
    [selection.search.propertyId, selection.roomTypeCode, nightsOf(selection.search)],
  );
  return rows.map((row) => row.sold);
};

async function book(jar: CookieJar, selection: Selection) {
  const prepared = await orders.prepare(jar, selection);
  const answer = await orders.bookNow(prepared, jar);
  expect(answer.errors).toBeUndefined();
  return { prepared, result: answer.data!.createOrder };
}

describe('createOrder for a visitor paying cash', () => {
  it('draws confirmation numbers at random, so one booking’s number says nothing of the next one’s', async () => {
    const numbers: number[] = [];
    for (const days of [31, 32, 33]) {
      const jar = cookieJar();
      const { result } = await book(jar, flex(days, { numRooms: 2 }));
      numbers.push(...result.order.items.map((item) => Number(item.basicInformation.confirmationNumber)));
    }
    expect(numbers.every((number) => number >= 20_000_000 && number < 70_000_000)).toBe(true);
    const gaps = numbers.slice(1).map((number, index) => Math.abs(number - numbers[index]!));
    // Sequential numbers would differ by one; random ones of fifty million almost never come within ten.
    expect(Math.min(...gaps)).toBeGreaterThan(10);
  });

  it('makes one order with its room, confirmation number, nights, inventory, e-mail and the cart marked booked', async () => {
    const jar = cookieJar();
    const selection = flex(21);
    const soldBefore = await roomsSold(selection);
    const { prepared, result } = await book(jar, selection);
    expect(result.isReplay).toBe(false);
    const [number] = result.order.items.map((item) => item.basicInformation.confirmationNumber);
    expect(result.order.items).toHaveLength(1);
    expect(number).toMatch(/^[2-6]\d{7}$/);
    expect(await roomsSold(selection)).toEqual(soldBefore.map((sold) => sold + 1));

    const { rows: [order] } = await api.db.query(
      `select member_id, contact_email, contact_phone, contact_country_code, payment_method_code, charged_at_booking_minor, booking_session_id is not null as has_session
         from orders where cart_id = $1`,
      [prepared.cartId],
    );
    expect(order).toEqual({
      member_id: null,
      contact_email: 'olivia.brown@example.com',
      contact_phone: '+13125550199',
      contact_country_code: 'US',
      payment_method_code: '5.PMT',
      charged_at_booking_minor: 0,
      has_session: true,
    });
    const { rows: [room] } = await api.db.query(
      `select r.rate_plan_code, r.takes_inventory, r.room_request_codes, r.comments, r.arrival_time, r.inventory_type_code,
              (select count(*)::int from reservation_nights n where n.confirmation_number = r.confirmation_number) as nights,
              g.given_name, g.surname, g.title, g.is_primary
         from reservations r join reservation_guests g on g.confirmation_number = r.confirmation_number where r.confirmation_number = $1`,
      [number],
    );
    expect(room).toEqual({
      rate_plan_code: 'FLEX',
      takes_inventory: true,
      room_request_codes: ['CRIB'],
      comments: 'Late check-in please.',
      arrival_time: '21:00',
      inventory_type_code: 'GKNG',
      nights: 2,
      given_name: 'Olivia',
      surname: 'Brown',
      title: 'Ms',
      is_primary: true,
    });
    const { rows: [cart] } = await api.db.query('select ordered_at is not null as booked from carts where id = $1', [prepared.cartId]);
    expect(cart).toEqual({ booked: true });
    const { rows: messages } = await api.db.query<{ kind: string; channel: string; recipient: string; body: string }>(
      `select m.kind, m.channel, m.recipient, m.body from outbox_messages m join orders o on o.id = m.order_id where o.cart_id = $1`,
      [prepared.cartId],
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'CONFIRMATION', channel: 'EMAIL', recipient: 'olivia.brown@example.com' });
    expect(messages[0]!.body).toContain(number);
    expect(messages[0]!.body).toContain('Visa ending in 1111');
  });

  it('is found by a lookup with the guest’s surname, and read whole by the booking browser but not by another', async () => {
    const jar = cookieJar();
    const { result } = await book(jar, flex(22));
    const number = result.order.items[0]!.basicInformation.confirmationNumber;
    expect((await lookups.lookup(number, 'brown')).status).toBe(200);
    expect((await lookups.lookup(number, 'Smith')).status).toBe(404);
    const mine = await orders.confirmation(number, jar);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.reservationOrder).toMatchObject({ id: result.order.id, isGuestBooking: true, contact: { email: 'olivia.brown@example.com' } });
    const stranger = cookieJar();
    await bookingCalls(api).createCart({ ...flex(22), idempotencyKey: newIdempotencyKey() }, stranger);
    expect((await orders.confirmation(number, stranger)).data).toEqual({ reservationOrder: null });
    expect((await orders.confirmation(number)).data).toEqual({ reservationOrder: null });
  });

  it('books two rooms as two reservations of one order, each with its own number and the guest as primary', async () => {
    const jar = cookieJar();
    const selection = flex(23, { numRooms: 2 });
    const soldBefore = await roomsSold(selection);
    const { result } = await book(jar, selection);
    const numbers = result.order.items.map((item) => item.basicInformation.confirmationNumber);
    expect(numbers).toHaveLength(2);
    expect(new Set(numbers).size).toBe(2);
    expect(Number(numbers[1])).toBeGreaterThan(Number(numbers[0]));
    expect(await roomsSold(selection)).toEqual(soldBefore.map((sold) => sold + 2));
    // The surname looked up on the second room is the order's primary guest: both rooms are granted.
    const grant = await lookups.grantFor(numbers[1]!, 'Brown');
    const seen = await orders.confirmation(numbers[1]!, cookieJar(grant));
    expect(seen.data!.reservationOrder!.items.map((item) => item.basicInformation.confirmationNumber)).toEqual(numbers);
  });
});

describe('createOrder idempotency', () => {
  it('replays the same order for the same key, and books nothing twice', async () => {
    const jar = cookieJar();
    const selection = flex(24);
    const prepared = await orders.prepare(jar, selection);
    const key = newIdempotencyKey();
    const first = await orders.bookNow(prepared, jar, key);
    const footprint = await bookingFootprint(api);
    const again = await orders.bookNow(prepared, jar, key);
    expect(again.errors).toBeUndefined();
    expect(again.data!.createOrder).toEqual({ ...first.data!.createOrder, isReplay: true });
    expect(await bookingFootprint(api)).toEqual(footprint);
  });

  it('answers a new key for a booked cart with E_ALREADY_CONFIRMED naming its first room', async () => {
    const jar = cookieJar();
    const prepared = await orders.prepare(jar, flex(25));
    const first = await orders.bookNow(prepared, jar);
    const number = first.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber;
    const second = await orders.bookNow(prepared, jar);
    expect(second.errors?.map(({ message, extensions }) => ({ message, extensions }))).toEqual([
      { message: 'This reservation is already confirmed.', extensions: { code: 'E_ALREADY_CONFIRMED', confirmationNumber: number } },
    ]);
  });

  it('records a failed attempt’s code and lets the same key book once the cause is gone', async () => {
    const jar = cookieJar();
    const prepared = await orders.prepare(jar, flex(26));
    const key = newIdempotencyKey();
    const stale = await orders.bookNow({ ...prepared, revisionNumber: prepared.revisionNumber - 1 }, jar, key);
    expect(codeOf(stale)).toBe('STALE_REVISION');
    const { rows } = await api.db.query('select failure_code, order_id, finished_at is not null as finished from booking_requests where idempotency_key = $1', [key]);
    expect(rows).toEqual([{ failure_code: 'STALE_REVISION', order_id: null, finished: true }]);
    const retried = await orders.bookNow(prepared, jar, key);
    expect(retried.errors).toBeUndefined();
    expect(retried.data!.createOrder.isReplay).toBe(false);
  });

  it('refuses a malformed key and a key already used for another cart', async () => {
    const jar = cookieJar();
    const prepared = await orders.prepare(jar, flex(27));
    for (const key of ['short', 'x'.repeat(65), 'has spaces in it ok']) {
      expect((await orders.bookNow(prepared, jar, key)).errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
    }
    const key = newIdempotencyKey();
    await orders.bookNow(prepared, jar, key);
    const other = await orders.prepare(jar, flex(28));
    expect((await orders.bookNow(other, jar, key)).errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
  });

  it('replays a key sent again with the same request, and refuses it with another revision or other acknowledgements', async () => {
    const jar = cookieJar();
    const prepared = await orders.prepare(jar, flex(29));
    const key = newIdempotencyKey();
    const first = await orders.bookNow(prepared, jar, key);
    expect(first.errors).toBeUndefined();
    const replay = await orders.bookNow(prepared, jar, key, { acceptedAcknowledgements: [...prepared.acknowledgements].reverse() });
    expect(replay.data!.createOrder.isReplay).toBe(true);
    for (const overrides of [{ revisionNumber: prepared.revisionNumber + 1 }, { acceptedAcknowledgements: [] }]) {
      const refused = await orders.bookNow(prepared, jar, key, overrides);
      expect(refused.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
      expect(refused.errors?.[0]?.message).toMatch(/already used for this cart at another revision or with other acknowledgements/);
    }
  });
});
