import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../../seed/reservation-fixtures';
import { modifyCalls, type CheckInArgs } from '../../testing/modify-calls';
import { reservationCalls, startReservationTestApi, type TestClock } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { readCheckInOffer } from './check-in-form';

let api: TestApi;
let calls: ReturnType<typeof reservationCalls>;
let manage: ReturnType<typeof modifyCalls>;
let clock: TestClock;
let grace: string;

beforeEach(async () => {
  ({ api, calls, clock } = await startReservationTestApi());
  manage = modifyCalls(api);
  grace = await calls.grantFor(N.visitorCheckInOpen, 'Kim');
});
afterEach(() => api.close());

const codeOf = (result: { status: { code: string }[] }) => result.status[0]?.code;
const graceCheckIn = (overrides: Partial<CheckInArgs> = {}): CheckInArgs => ({
  confirmationNumber: N.visitorCheckInOpen,
  orderRevisionNumber: 1,
  arrivalTime: '15:00',
  roomPreferences: [
    { categoryCode: 'FLOOR', code: 'H1' },
    { categoryCode: 'PILLOW', code: 'F2' },
  ],
  housekeepingCode: 'J9',
  ...overrides,
});

describe('the online check-in form', () => {
  it('offers the hours, the spec’s room codes by category and the hotel’s housekeeping plan, while the window is open', async () => {
    const form = await manage.checkInForm(N.visitorCheckInOpen, grace);
    expect(form).toMatchObject({ isOpen: true, room: { checkInState: 'CHECK_IN_ELIGIBLE' }, chosen: { arrivalTime: null, roomPreferences: [], housekeepingCode: null } });
    expect(form?.arrivalTimes).toHaveLength(24);
    expect(form?.arrivalTimes.slice(0, 2)).toEqual(['00:00', '01:00']);
    expect(form?.preferenceGroups.map((group) => group.categoryCode)).toEqual(['FLOOR', 'ROOM_LOCATION', 'FEATHER', 'PILLOW', 'BATHROOM', 'EXTRA']);
    expect(form?.preferenceGroups[0]?.choices.map((choice) => choice.code)).toEqual(['H1', 'L2']);
    // NYCTS runs plan A: rooms are serviced on request, and the choice is to opt in (J9).
    expect(form?.housekeeping).toMatchObject({ plan: 'A', code: 'J9' });
  });

  it('offers the opt-out (J8) under plan B, and no housekeeping choice for an excluded brand', async () => {
    expect((await readCheckInOffer(api.db, 'BKKRV')).housekeeping).toEqual({ plan: 'B', code: 'J8' });
    // DXBBG is a jewellery-brand hotel (BG), one of spec 9's excluded brands.
    expect((await readCheckInOffer(api.db, 'DXBBG')).housekeeping).toBeNull();
  });

  it('is null for a browser that may not see the room', async () => {
    expect(await manage.checkInForm(N.visitorCheckInOpen)).toBeNull();
  });
});

describe('checking in online', () => {
  it('records the arrival time, preferences and housekeeping, and moves the room to CHECK_IN_MODIFIABLE', async () => {
    const result = await manage.checkIn(graceCheckIn(), grace);
    expect(codeOf(result)).toBe('SUCCESS');
    expect(result.order).toMatchObject({ orderRevisionNumber: 2, items: [{ checkInState: 'CHECK_IN_MODIFIABLE', reservationRevisionNumber: 2 }] });
    const form = await manage.checkInForm(N.visitorCheckInOpen, grace);
    expect(form?.chosen).toEqual({
      arrivalTime: '15:00',
      roomPreferences: [
        { categoryCode: 'FLOOR', code: 'H1' },
        { categoryCode: 'PILLOW', code: 'F2' },
      ],
      housekeepingCode: 'J9',
    });
    const { rows } = await api.db.query<{ at: Date }>('select checked_in_online_at as at from reservations where confirmation_number = $1', [N.visitorCheckInOpen]);
    expect(rows[0]?.at).toEqual(clock.now);
  });

  it('answers a repeat of what the room holds with SUCCESS and no new revision; a change needs the new revision', async () => {
    await manage.checkIn(graceCheckIn(), grace);
    const repeat = await manage.checkIn(graceCheckIn(), grace);
    expect(codeOf(repeat)).toBe('SUCCESS');
    expect(repeat.order?.orderRevisionNumber).toBe(2);
    expect(codeOf(await manage.checkIn(graceCheckIn({ arrivalTime: '21:00' }), grace))).toBe('STALE_REVISION');
    const changed = await manage.checkIn(graceCheckIn({ orderRevisionNumber: 2, arrivalTime: '21:00', housekeepingCode: null, roomPreferences: [] }), grace);
    expect(codeOf(changed)).toBe('SUCCESS');
    expect((await manage.checkInForm(N.visitorCheckInOpen, grace))?.chosen).toEqual({ arrivalTime: '21:00', roomPreferences: [], housekeepingCode: null });
  });

  it('refuses outside the window: a stay weeks away, and a guest in house', async () => {
    const liam = await calls.sessionOf('liam.chen@example.com');
    const early = await manage.checkIn({ ...graceCheckIn(), confirmationNumber: N.liamNewYorkRoom1, housekeepingCode: null }, liam);
    expect(early.status[0]).toMatchObject({ code: 'CHECK_IN_NOT_AVAILABLE', httpStatus: 422 });
    const inHouse = await manage.checkIn({ ...graceCheckIn(), confirmationNumber: N.liamInHouse, housekeepingCode: null }, liam);
    expect(codeOf(inHouse)).toBe('CHECK_IN_NOT_AVAILABLE');
  });

  it('refuses an hour not offered, a category twice, a code of no category and a housekeeping choice the plan does not offer', async () => {
    const cases: [Partial<CheckInArgs>, string][] = [
      [{ arrivalTime: '25:00' }, 'arrivalTime'],
      [{ arrivalTime: '15:30' }, 'arrivalTime'],
      [{ roomPreferences: [{ categoryCode: 'FLOOR', code: 'H1' }, { categoryCode: 'FLOOR', code: 'L2' }] }, 'roomPreferences'],
      [{ roomPreferences: [{ categoryCode: 'FLOOR', code: 'N1' }] }, 'roomPreferences'],
      [{ roomPreferences: [{ categoryCode: 'ROOM_FEATURE', code: 'C2' }] }, 'roomPreferences'],
      [{ housekeepingCode: 'J8' }, 'housekeepingCode'],
    ];
    for (const [overrides, field] of cases) {
      const result = await manage.checkIn(graceCheckIn(overrides), grace);
      expect(result.status[0], JSON.stringify(overrides)).toMatchObject({ code: 'BAD_USER_INPUT', httpStatus: 400, messages: { dev: [{ field }] } });
    }
    expect((await manage.checkInForm(N.visitorCheckInOpen, grace))?.room.checkInState).toBe('CHECK_IN_ELIGIBLE');
  });

  it('is RESERVATION_NOT_PERMITTED for a browser that may not see the room', async () => {
    const ava = await calls.sessionOf('ava.morgan@example.com');
    for (const cookie of [undefined, ava]) {
      expect(await manage.checkIn(graceCheckIn(), cookie)).toMatchObject({ status: [{ code: 'RESERVATION_NOT_PERMITTED' }], order: null });
    }
  });
});
