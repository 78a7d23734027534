import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/domain/check-in-state';
import { messageArea as validationMessages } from '../../shared/i18n/generated/areas/validation';
import { loadAreas, messagesFor } from '../../shared/i18n/messages';
import { LOOKUP_GRANT_MINUTES } from '../../shared/domain/reservation-lookup-api';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../seed/reservation-fixtures';
import { type OrderResult, reservationCalls, seedingDayNoon, startReservationTestApi, type TestClock } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';
import { hotelTimeOn } from '../../shared/time/hotel-day';

let api: TestApi;
let calls: ReturnType<typeof reservationCalls>;
let clock: TestClock;
let seedDay: string;

beforeEach(async () => {
  ({ api, calls, clock, seedDay } = await startReservationTestApi());
});
afterEach(() => api.close());

const day = (days: number) => addDays(seedDay, days);

async function orderSeenBy(confirmationNumber: string, cookie?: string): Promise<OrderResult | null> {
  const body = await calls.order(confirmationNumber, cookie);
  expect(body.errors).toBeUndefined();
  return body.data?.reservationOrder as OrderResult | null;
}

describe('reservationOrder for who may see it', () => {
  it('gives the member who booked it the whole order, as the upcoming page shows it', async () => {
    const order = await orderSeenBy(N.avaUpcoming, await calls.sessionOf('ava.morgan@example.com'));
    expect(order).toEqual({
      id: expect.stringMatching(/^\d+$/),
      orderRevisionNumber: 1,
      checkInDate: day(30),
      checkOutDate: day(32),
      totalPricing: { value: 2 * 45900 + 13541, valueDecimalPoint: 2, currency: 'USD' },
      property: { id: 'NYCTS' },
      items: [
        {
          basicInformation: {
            confirmationNumber: N.avaUpcoming,
            checkInDate: day(30),
            checkOutDate: day(32),
            nights: 2,
            adults: 1,
            children: 0,
            ratePlan: 'Flexible rate',
            isMemberRate: false,
          },
          reservationRevisionNumber: 1,
          status: 'CONFIRMED',
          product: {
            ordinal: 1,
            inventoryTypeCode: 'GKNG',
            name: 'One King Bed Guest Room',
            description: 'A quiet king room above Broadway with a work desk and a rain shower.',
            features: ['1 king bed', 'City view', '28 m²'],
          },
          guestList: [{ name: { title: 'Ms', givenName: 'Ava', surname: 'Morgan' }, isPrimary: true }],
          charges: {
            averageNightlyRate: { value: 45900, valueDecimalPoint: 2, currency: 'USD' },
            subtotal: { value: 91800 },
            taxesAndFees: { value: 13541 },
            total: { value: 105341 },
          },
          cancellationPolicy: { isCancellable: true, freeCancellationUntil: hotelTimeOn(day(28), 0, 'America/New_York').toISOString(), lateCancellationCharge: { value: 45900, currency: 'USD' } },
          checkInState: 'PRE_ARRIVAL',
          suiteNightAward: null,
          cancellation: null,
        },
      ],
    });
  });

  it('gives a browser that looked it up the same order', async () => {
    const grant = await calls.grantFor(N.avaUpcoming, 'Morgan');
    expect(await orderSeenBy(N.avaUpcoming, grant)).toEqual(await orderSeenBy(N.avaUpcoming, await calls.sessionOf('ava.morgan@example.com')));
  });

  it('gives a guest who looked up their own room of a larger order that room alone, the total its own', async () => {
    const whole = (await orderSeenBy(N.liamLondonRoom2, await calls.sessionOf('liam.chen@example.com')))!;
    const roomOnly = await orderSeenBy(N.liamLondonRoom2, await calls.grantFor(N.liamLondonRoom2, 'Okafor'));
    expect(roomOnly).toEqual({ ...whole, items: [whole.items[1]], totalPricing: { value: 3 * 27900 + 16740, valueDecimalPoint: 2, currency: 'GBP' } });
  });

  it('gives that guest the stay dates of its own room, not the order’s', async () => {
    await api.db.query('update reservations set nights = 5 where confirmation_number = $1', [N.liamLondonRoom1]);
    const whole = await orderSeenBy(N.liamLondonRoom2, await calls.sessionOf('liam.chen@example.com'));
    const roomOnly = await orderSeenBy(N.liamLondonRoom2, await calls.grantFor(N.liamLondonRoom2, 'Okafor'));
    expect([whole?.checkInDate, whole?.checkOutDate]).toEqual([day(14), day(19)]);
    expect([roomOnly?.checkInDate, roomOnly?.checkOutDate]).toEqual([day(14), day(17)]);
  });

  it('gives the order’s primary guest who looked up any room the whole order, as the member sees it', async () => {
    const whole = await orderSeenBy(N.liamLondonRoom1, await calls.sessionOf('liam.chen@example.com'));
    expect(await orderSeenBy(N.liamLondonRoom1, await calls.grantFor(N.liamLondonRoom2, 'Chen'))).toEqual(whole);
  });

  it('gives the member who booked it the whole order, whatever else the browser looked up', async () => {
    const liam = await calls.sessionOf('liam.chen@example.com');
    const okafor = await calls.grantFor(N.liamLondonRoom2, 'Okafor');
    expect((await orderSeenBy(N.liamLondonRoom2, `${liam}; ${okafor}`))?.items).toHaveLength(2);
    expect(await orderSeenBy(N.liamLondonRoom1, `${liam}; ${okafor}`)).toEqual(await orderSeenBy(N.liamLondonRoom1, liam));
  });

  it('is null for a stranger, another member and a lookup that expired, exactly as for a number nobody holds', async () => {
    expect(await orderSeenBy(N.avaUpcoming)).toBeNull();
    expect(await orderSeenBy(N.avaUpcoming, await calls.sessionOf('liam.chen@example.com'))).toBeNull();
    const grant = await calls.grantFor(N.avaUpcoming, 'Morgan');
    clock.now = new Date(clock.now.getTime() + LOOKUP_GRANT_MINUTES * 60_000 + 1000);
    expect(await orderSeenBy(N.avaUpcoming, grant)).toBeNull();
    expect(await orderSeenBy('99999999', await calls.sessionOf('ava.morgan@example.com'))).toBeNull();
  });

  it('is null for a member whose session ended, though the member booked it', async () => {
    const ava = await calls.sessionOf('ava.morgan@example.com');
    await fetch(`${api.hostUrl}/mi/phoenix-account-auth/v1/signOut`, { method: 'POST', headers: { cookie: ava } });
    expect(await orderSeenBy(N.avaUpcoming, ava)).toBeNull();
  });

  it('gives a member with a lookup of someone else’s reservation that one too', async () => {
    const liam = await calls.sessionOf('liam.chen@example.com');
    const grant = await calls.grantFor(N.avaUpcoming, 'Morgan');
    expect((await orderSeenBy(N.avaUpcoming, `${liam}; ${grant}`))?.property.id).toBe('NYCTS');
    expect((await orderSeenBy(N.liamInHouse, `${liam}; ${grant}`))?.property.id).toBe('SHAPD');
  });

  it.each(['', 'abc', '1'.repeat(12), '7123 4567'])('refuses %j as a confirmation number with BAD_USER_INPUT', async (confirmationNumber) => {
    const body = await calls.order(confirmationNumber);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'confirmationNumber' });
  });

  it('names the lookup rule a refused number breaks by its message key, beside its en-US words, for a page to say in its locale', async () => {
    await loadAreas('es-ES', [validationMessages]);
    const error = (await calls.order('7123-4567')).errors?.[0];
    expect(error).toMatchObject({ message: 'A confirmation number is digits only.', extensions: { messageKey: 'validation.lookup.confirmationNumberDigitsOnly' } });
    expect(messagesFor('es-ES').say({ key: 'validation.lookup.confirmationNumberDigitsOnly' })).toBe('Un número de confirmación solo contiene dígitos.');
  });
});

describe('reservationOrder rooms', () => {
  const item = async (confirmationNumber: string) => {
    const order = await orderSeenBy(confirmationNumber, await calls.sessionOf('liam.chen@example.com'));
    return order!.items.find((room) => room.basicInformation.confirmationNumber === confirmationNumber)!;
  };

  it('lists the rooms of a two-room order in booking order, each with its guests and its own award', async () => {
    const order = await orderSeenBy(N.liamLondonRoom2, await calls.sessionOf('liam.chen@example.com'));
    expect(order?.items.map((room) => [room.product.ordinal, room.basicInformation.confirmationNumber, room.suiteNightAward, room.guestList.map((guest) => guest.name.surname)])).toEqual([
      [1, N.liamLondonRoom1, 'REQUESTED', ['Chen', 'Chen']],
      [2, N.liamLondonRoom2, null, ['Okafor', 'Okafor']],
    ]);
    expect(order?.totalPricing).toEqual({ value: 3 * 32900 + 19740 + 3 * 27900 + 16740, valueDecimalPoint: 2, currency: 'GBP' });
    expect(order?.items[0]?.basicInformation.isMemberRate).toBe(true);
  });

  it('prices in the currency’s own decimals: none for yen', async () => {
    const order = await orderSeenBy(N.avaPast, await calls.sessionOf('ava.morgan@example.com'));
    expect(order?.items[0]?.charges.averageNightlyRate).toEqual({ value: 38000, valueDecimalPoint: 0, currency: 'JPY' });
    expect(order?.totalPricing).toEqual({ value: 3 * 38000 + 11400, valueDecimalPoint: 0, currency: 'JPY' });
  });

  it('says where each stay is today, and which may still be cancelled', async () => {
    const states = await Promise.all(
      [N.liamLondonRoom1, N.liamCheckedInOnline, N.liamInHouse, N.liamPast, N.liamCancelled].map(async (number) => {
        const room = await item(number);
        return [room.checkInState, room.cancellationPolicy.isCancellable];
      }),
    );
    expect(states).toEqual([
      ['PRE_ARRIVAL', true],
      ['CHECK_IN_MODIFIABLE', true],
      ['CHECKED_IN_HOUSE', false],
      [null, false],
      [null, false],
    ]);
  });

  it('moves through the check-in states as the days pass', async () => {
    clock.now = seedingDayNoon(seedDay, 13);
    expect((await item(N.liamLondonRoom1)).checkInState).toBe('CHECK_IN_ELIGIBLE');
    clock.now = seedingDayNoon(seedDay, 2);
    expect((await item(N.liamInHouse)).checkInState).toBe('CHECK_OUT_ELIGIBLE');
    clock.now = seedingDayNoon(seedDay, 3);
    expect((await item(N.liamInHouse)).checkInState).toBeNull();
  });

  it('shows a cancelled room with its cancellation, and a total without it', async () => {
    const order = await orderSeenBy(N.liamCancelled, await calls.sessionOf('liam.chen@example.com'));
    expect(order?.totalPricing).toEqual({ value: 0, valueDecimalPoint: 2, currency: 'AED' });
    expect(order?.items[0]).toMatchObject({
      status: 'CANCELLED',
      suiteNightAward: 'CANCELLED',
      checkInState: null,
      cancellation: {
        cancellationNumber: expect.stringMatching(/^\d{8}$/),
        // Ten days before the instant of seeding.
        cancelledAt: expect.stringMatching(new RegExp(`^${day(-10)}T`)),
        charge: { value: 0, valueDecimalPoint: 2, currency: 'AED' },
      },
    });
  });

  it('shows a rate never free to cancel with no deadline', async () => {
    const room = await item(N.liamCheckedInOnline);
    expect(room.cancellationPolicy).toEqual({ isCancellable: true, freeCancellationUntil: null, lateCancellationCharge: { value: 1129920, currency: 'THB' } });
  });
});
