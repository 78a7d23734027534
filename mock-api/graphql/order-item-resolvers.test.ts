import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../seed/reservation-fixtures';
import { reservationCalls, startReservationTestApi } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';

let api: TestApi;
let calls: ReturnType<typeof reservationCalls>;

beforeEach(async () => {
  ({ api, calls } = await startReservationTestApi());
});
afterEach(() => api.close());

const STAY_REQUESTS = 'items { basicInformation { confirmationNumber } stayRequests { roomRequestCodes comments arrivalTime } }';

async function stayRequestsSeenBy(cookie: string) {
  const body = await calls.order(N.avaUpcoming, cookie, STAY_REQUESTS);
  expect(body.errors).toBeUndefined();
  return (body.data?.reservationOrder as { items: { stayRequests: unknown }[] }).items.map((item) => item.stayRequests);
}

describe('OrderItem.stayRequests', () => {
  it('answers what the booker asked for the room: request codes, comments and arrival time', async () => {
    await api.db.query(`update reservations set room_request_codes = '{CRIB,PETFEE1}', comments = 'A quiet room, please.', arrival_time = '21:00' where confirmation_number = $1`, [N.avaUpcoming]);
    expect(await stayRequestsSeenBy(await calls.sessionOf('ava.morgan@example.com'))).toEqual([
      { roomRequestCodes: ['CRIB', 'PETFEE1'], comments: 'A quiet room, please.', arrivalTime: '21:00' },
    ]);
  });

  it('answers null for a room whose booker asked nothing', async () => {
    expect(await stayRequestsSeenBy(await calls.sessionOf('ava.morgan@example.com'))).toEqual([null]);
  });

  it('is read only through an order the browser may see', async () => {
    await api.db.query(`update reservations set comments = 'Late arrival.' where confirmation_number = $1`, [N.avaUpcoming]);
    const body = await calls.order(N.avaUpcoming, await calls.sessionOf('liam.chen@example.com'), STAY_REQUESTS);
    expect(body.errors).toBeUndefined();
    expect(body.data?.reservationOrder).toBeNull();
  });
});
