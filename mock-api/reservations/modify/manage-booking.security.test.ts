import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/booking/search-criteria';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../../seed/reservation-fixtures';
import { modifyCalls } from '../../testing/modify-calls';
import { reservationCalls, startReservationTestApi } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';

let api: TestApi;
let calls: ReturnType<typeof reservationCalls>;
let manage: ReturnType<typeof modifyCalls>;
let seedDay: string;

beforeAll(async () => {
  ({ api, calls, seedDay } = await startReservationTestApi());
  manage = modifyCalls(api);
});
afterAll(() => api.close());

const codeOf = (result: { status: { code: string }[] }) => result.status[0]?.code;
const revisionsOf = async () =>
  (await api.db.query<{ number: string; revision: number }>(`select confirmation_number as number, revision_number as revision from reservations order by 1`)).rows;

/** Every change a browser could ask of room `number` of hotel `hotel`, with what it answers. */
async function everyChange(number: string, hotel: string, cookie: string | undefined) {
  const stay = { confirmationNumber: number, propertyId: hotel, checkInDate: addDays(seedDay, 30), checkOutDate: addDays(seedDay, 32), numAdultsPerRoom: 1 };
  const revision = { confirmationNumber: number, orderRevisionNumber: 1 };
  return {
    search: codeOf(await manage.search(stay, cookie)),
    update: codeOf(await manage.update({ ...stay, orderRevisionNumber: 1, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' }, cookie)),
    upgradeOffers: codeOf(await manage.upgradeOffers(number, cookie)),
    upgrade: codeOf(await manage.upgrade({ ...revision, roomTypeCode: 'STES', payment: 'CASH' }, cookie)),
    checkIn: codeOf(await manage.checkIn({ ...revision, arrivalTime: '15:00', roomPreferences: [] }, cookie)),
    checkInForm: await manage.checkInForm(number, cookie),
    requestAward: codeOf(await manage.requestAward(revision, cookie)),
    removeAward: codeOf(await manage.removeAward(revision, cookie)),
  };
}

const REFUSED_ALIKE = {
  search: 'RESERVATION_NOT_PERMITTED',
  update: 'RESERVATION_NOT_PERMITTED',
  upgradeOffers: 'RESERVATION_NOT_PERMITTED',
  upgrade: 'RESERVATION_NOT_PERMITTED',
  checkIn: 'RESERVATION_NOT_PERMITTED',
  checkInForm: null,
  requestAward: 'RESERVATION_NOT_PERMITTED',
  removeAward: 'RESERVATION_NOT_PERMITTED',
};

describe('who may change a booked room', () => {
  it('a lookup grant for one order changes nothing of another order, and learns nothing of it', async () => {
    const before = await revisionsOf();
    const avaGrant = await calls.grantFor(N.avaUpcoming, 'Morgan');
    expect(await everyChange(N.liamNewYorkRoom1, 'NYCTS', avaGrant)).toEqual(REFUSED_ALIKE);
    // A number nobody holds is answered the same, so numbers cannot be probed.
    expect(await everyChange('99999999', 'NYCTS', avaGrant)).toEqual(REFUSED_ALIKE);
    expect(await revisionsOf()).toEqual(before);
  });

  it('a guest’s lookup of their own room in a shared order changes nothing of the other rooms', async () => {
    const before = await revisionsOf();
    const okafor = await calls.grantFor(N.liamLondonRoom2, 'Okafor');
    expect(await everyChange(N.liamLondonRoom1, 'LONKX', okafor)).toEqual(REFUSED_ALIKE);
    expect(await revisionsOf()).toEqual(before);
  });

  it('the primary guest’s lookup of the whole order changes, upgrades and spends nothing, and is told how to go on', async () => {
    const before = await revisionsOf();
    const chen = await calls.grantFor(N.liamNewYorkRoom1, 'Chen');
    const answers = await everyChange(N.liamNewYorkRoom1, 'NYCTS', chen);
    expect(answers).toMatchObject({ search: 'E_MOD_DISALLOW', update: 'E_MOD_DISALLOW', upgradeOffers: 'E_MOD_DISALLOW', upgrade: 'E_MOD_DISALLOW' });
    expect(answers.requestAward).not.toBe('SUCCESS');
    expect(JSON.stringify(await manage.update({ confirmationNumber: N.liamNewYorkRoom1, propertyId: 'NYCTS', checkInDate: addDays(seedDay, 30), checkOutDate: addDays(seedDay, 32), numAdultsPerRoom: 1, orderRevisionNumber: 1, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' }, chen))).toContain(
      'sign in to the Portico Rewards account that booked it, or continue in the browser it was booked in',
    );
    const seen = (await calls.order(N.liamNewYorkRoom1, chen, 'items { isModifiable }')) as { data: { reservationOrder: { items: { isModifiable: boolean }[] } } };
    expect(seen.data.reservationOrder.items.map((item) => item.isModifiable)).toEqual([false, false]);
    expect(await revisionsOf()).toEqual(before);
  });

  it('another member signed in is refused as a stranger is', async () => {
    const ava = await calls.sessionOf('ava.morgan@example.com');
    expect(await everyChange(N.liamNewYorkRoom1, 'NYCTS', ava)).toEqual(REFUSED_ALIKE);
  });

  it('answers hostile input with a status, never a server error', async () => {
    const liam = await calls.sessionOf('liam.chen@example.com');
    // (A NUL is refused by the transport before any resolver, with a 400 of its own.)
    const hostile = ["' or 1=1 --", '9'.repeat(5000), '<script>alert(1)</script>', '2026-02-30'];
    for (const value of hostile) {
      const stay = { confirmationNumber: N.liamNewYorkRoom1, propertyId: 'NYCTS', checkInDate: value, checkOutDate: value, numAdultsPerRoom: 1 };
      expect(codeOf(await manage.search(stay, liam)), value.slice(0, 20)).toBe('E_ARRIVAL_FORMAT');
      const checkIn = await manage.checkIn({ confirmationNumber: N.liamNewYorkRoom1, orderRevisionNumber: 1, arrivalTime: value, roomPreferences: [{ categoryCode: value, code: value }] }, liam);
      expect(codeOf(checkIn)).toBe('BAD_USER_INPUT');
      expect(codeOf(await manage.search({ ...stay, confirmationNumber: value }, liam))).toMatch(/^(E_BAD_CONF_NO|RESERVATION_NOT_PERMITTED)$/);
    }
  });
});
