import { displayLocaleOf } from '../http/accept-language';
import type { SearchCriteria } from '../../shared/booking/search-criteria';
import { cancellationPolicyShape, ratePlanShape, ratePriceShape, roomTypeShape, selectionShape } from '../booking/graphql-shapes';
import { moneyOf } from '../../shared/domain/money';
import { changeRoom, chooseModifyRate } from '../reservations/modify/change-room';
import { isModifiableRoom, modifiableRoom } from '../reservations/modify/modifiable-room';
import { modifyOffers, type ModifyRoomResult } from '../reservations/modify/modify-offers';
import { HTTP_STATUS_OF_MODIFY, ModifyCode, type ModifyOutcome } from '../reservations/modify/modify-outcome';
import { arrivalDayProblem, isModifyOutcome, readModifyStay } from '../reservations/modify/modify-stay';
import type { ModifyRoomOffer, MutationResolvers, QueryResolvers, ResolversParentTypes, ResponseStatus, UpdateReservationInput } from './generated/resolvers-types';
import type { OrderParent } from './order-graphql';
import { lookAtRoom } from './looked-at-room';
import { orderForViewer } from './reservation-resolvers';
import { responseStatusOf } from './response-status';
import { requestFingerprint } from '../http/request-fingerprint';

/** Schema: "16 to 64 letters, digits, - or _"; a fresh random key per confirmation. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;
/** Room type and rate plan codes as the schema's IDs carry them (GKNG, FLEX, CASH_POINTS). */
const CODE = /^[A-Z0-9_]{2,16}$/;

type ModifyRoomSearchAnswer = ResolversParentTypes['ModifyRoomSearch'];

const statusOf = (outcome: ModifyOutcome): ResponseStatus[] => [responseStatusOf(outcome, HTTP_STATUS_OF_MODIFY[outcome.code])];

const currentItemOf = (order: OrderParent | null, confirmationNumber: string) =>
  order?.items.find((item) => item.basicInformation.confirmationNumber === confirmationNumber) ?? null;

function refusedSearch(outcome: ModifyOutcome, order: OrderParent | null, confirmationNumber: string, criteria: SearchCriteria | null): ModifyRoomSearchAnswer {
  return { status: statusOf(outcome), order, current: currentItemOf(order, confirmationNumber), requested: criteria && selectionShape(criteria), rooms: [] };
}

function roomOfferShape(offer: ModifyRoomResult, currency: string): ModifyRoomOffer {
  const money = (minor: number) => moneyOf(minor, currency);
  return {
    roomType: roomTypeShape(offer.roomType),
    roomsLeft: offer.roomsLeft,
    rates: offer.rates.map((rate) => ({
      ratePlan: ratePlanShape(rate.plan),
      price: ratePriceShape(rate.pricing.price, currency),
      updatedTotal: rate.pricing.price.cash ? money(rate.updatedTotal) : null,
      cashDifference: rate.pricing.price.cash ? money(rate.cashDifference) : null,
      pointsDifference: rate.pointsDifference,
      cancellationPolicy: cancellationPolicyShape(rate.policy, currency),
    })),
  };
}

/** The refusals of an update's own fields, before anything is read. */
function updateInputProblem(input: UpdateReservationInput): ModifyOutcome | null {
  if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
    return { code: ModifyCode.BadUserInput, detail: 'idempotencyKey is 16 to 64 letters, digits, - or _: a fresh random key per confirmation.', field: 'idempotencyKey' };
  }
  for (const field of ['roomTypeCode', 'ratePlanCode'] as const) {
    if (!CODE.test(input[field])) return { code: ModifyCode.BadUserInput, detail: `${field} is 2 to 16 capital letters, digits or underscores, such as GKNG or FLEX.`, field };
  }
  return null;
}

export const modifyQuery: Pick<QueryResolvers, 'modifyRoomProducts'> = {
  modifyRoomProducts: async (_parent, { input }, context) => {
    const now = context.clock();
    const confirmationNumber = input.confirmationNumber.trim();
    const stay = readModifyStay(input, now);
    if (isModifyOutcome(stay) && stay.code === ModifyCode.BadConfirmationNumber) return refusedSearch(stay, null, confirmationNumber, null);
    const looked = await lookAtRoom(confirmationNumber, context);
    if (!looked) return refusedSearch({ code: ModifyCode.NotPermitted }, null, confirmationNumber, null);
    if (isModifyOutcome(stay)) return refusedSearch(stay, looked.order, confirmationNumber, null);
    const modifiable = await modifiableRoom(context.db, { viewer: looked.viewer, confirmationNumber, propertyId: stay.criteria.propertyId }, now);
    if (!isModifiableRoom(modifiable)) return refusedSearch(modifiable, looked.order, confirmationNumber, stay.criteria);
    const lateArrival = arrivalDayProblem(stay.criteria, modifiable.catalogue.timeZone, now);
    if (lateArrival) return refusedSearch(lateArrival, looked.order, confirmationNumber, stay.criteria);
    const offers = (await modifyOffers(context.db, modifiable, stay.criteria, looked.viewer.booker.isMember, now)).filter((offer) => offer.rates.length > 0);
    const outcome: ModifyOutcome =
      offers.length > 0 ? { code: ModifyCode.Success } : { code: ModifyCode.DatesUnavailable, detail: 'No room type that holds the party is free on every night asked.' };
    return { ...refusedSearch(outcome, looked.order, confirmationNumber, stay.criteria), rooms: offers.map((offer) => roomOfferShape(offer, modifiable.catalogue.currency)) };
  },
};

export const modifyMutations: Pick<MutationResolvers, 'updateReservation'> = {
  updateReservation: async (_parent, { input }, context) => {
    const now = context.clock();
    const confirmationNumber = input.confirmationNumber.trim();
    const stay = readModifyStay(input, now);
    if (isModifyOutcome(stay) && stay.code === ModifyCode.BadConfirmationNumber) return { status: statusOf(stay), order: null };
    const looked = await lookAtRoom(confirmationNumber, context);
    if (!looked) return { status: statusOf({ code: ModifyCode.NotPermitted }), order: null };
    if (isModifyOutcome(stay)) return { status: statusOf(stay), order: looked.order };
    const problem = updateInputProblem(input);
    if (problem) return { status: statusOf(problem), order: looked.order };
    const change = { viewer: looked.viewer, criteria: stay.criteria, now };
    const outcome = await changeRoom(context.db, {
      ...change,
      confirmationNumber,
      kind: 'MODIFY',
      choose: chooseModifyRate(change, { roomTypeCode: input.roomTypeCode, ratePlanCode: input.ratePlanCode }),
      expectedRevision: input.orderRevisionNumber,
      idempotencyKey: input.idempotencyKey,
      requestHash: requestFingerprint(['MODIFY', confirmationNumber, input.orderRevisionNumber, stay.criteria, input.roomTypeCode, input.ratePlanCode]),
      locale: displayLocaleOf(context.acceptLanguage),
    });
    return { status: statusOf(outcome), order: await orderForViewer(context.db, looked.viewer.orderRef.orderId, looked.viewer.access, context.clock()) };
  },
};
