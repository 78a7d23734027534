import type { ReservationCancellationPolicyQuery, UpcomingReservationQuery } from '../../../../shared/graphql/generated/graphql';

/**
 * Orders for component tests, typed by the generated query types so a schema or operation change
 * breaks them at compile time. Used only by tests.
 */
export type OrderFixture = NonNullable<UpcomingReservationQuery['reservationOrder']>;
export type RoomFixture = OrderFixture['items'][number];
export type CancellationPolicyFixture = NonNullable<ReservationCancellationPolicyQuery['reservationOrder']>;

export const usd = (value: number) => ({ value, valueDecimalPoint: 2, currency: 'USD' });

/** A booked king room, free to cancel until a day in 2099 (so "now" is always within the free period). */
export function roomFixture(ordinal: number, overrides: Partial<RoomFixture> = {}): RoomFixture {
  return {
    basicInformation: {
      confirmationNumber: `7123456${ordinal}`,
      checkInDate: '2026-07-03',
      checkOutDate: '2026-07-05',
      nights: 2,
      adults: 2,
      children: 0,
      ratePlan: 'Flexible rate',
      isMemberRate: false,
    },
    reservationRevisionNumber: 1,
    status: 'CONFIRMED',
    product: { ordinal, inventoryTypeCode: 'GKNG', name: 'Deluxe King Room', features: ['1 king bed', 'City view', '32 m²'] },
    guestList: [{ name: { title: null, givenName: 'Ava', surname: 'Morgan' }, isPrimary: true }],
    charges: { averageNightlyRate: usd(22950), subtotal: usd(45900), taxesAndFees: usd(6885), total: usd(52785) },
    cancellationPolicy: { isCancellable: true, freeCancellationUntil: '2099-07-01T18:00:00Z', lateCancellationCharge: usd(22950) },
    checkInState: 'PRE_ARRIVAL',
    suiteNightAward: null,
    isModifiable: true,
    suiteNightAwardOffer: null,
    cancellation: null,
    ...overrides,
  };
}

export function orderFixture(items: RoomFixture[] = [roomFixture(1)], overrides: Partial<OrderFixture> = {}): OrderFixture {
  return {
    id: 'ORD-1',
    orderRevisionNumber: 3,
    checkInDate: '2026-07-03',
    checkOutDate: '2026-07-05',
    totalPricing: usd(items.filter((item) => item.status === 'CONFIRMED').reduce((sum, item) => sum + item.charges.total.value, 0)),
    property: { id: 'NYCTS', seoNickname: 'nycts-portico-times-square', timeZone: 'America/New_York', basicInformation: { name: 'Portico Times Square' } },
    items,
    bookerProof: null,
    ...overrides,
  };
}

/** The cancel modal's read of the same order. */
export function cancellationPolicyFixture(order: OrderFixture): CancellationPolicyFixture {
  return {
    id: order.id,
    orderRevisionNumber: order.orderRevisionNumber,
    property: { id: order.property.id, timeZone: order.property.timeZone },
    items: order.items.map((item) => ({
      basicInformation: {
        confirmationNumber: item.basicInformation.confirmationNumber,
        checkInDate: item.basicInformation.checkInDate,
        checkOutDate: item.basicInformation.checkOutDate,
        nights: item.basicInformation.nights,
      },
      status: item.status,
      product: { ordinal: item.product.ordinal, name: item.product.name },
      cancellationPolicy: item.cancellationPolicy,
    })),
  };
}
