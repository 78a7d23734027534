import { displayLocaleOf } from '../http/accept-language';
import { moneyOf } from '../../shared/domain/money';
import { validationInEnglishOf } from '../../shared/i18n/validation-in-english';
import { confirmationNumberError } from '../../shared/validation/reservation-lookup';
import { cancellationPolicyShape, roomTypeShape } from '../booking/graphql-shapes';
import { changeRoom } from '../reservations/modify/change-room';
import { isModifiableRoom, modifiableRoom } from '../reservations/modify/modifiable-room';
import type { ModifyRateResult } from '../reservations/modify/modify-offers';
import { HTTP_STATUS_OF_MODIFY, ModifyCode, type ModifyOutcome } from '../reservations/modify/modify-outcome';
import { ownStayOf, upgradeOffers, type UpgradePayment } from '../reservations/upgrade/upgrade-offers';
import { chooseUpgrade } from '../reservations/upgrade/upgrade-room';
import { UpgradePayment as GraphQLUpgradePayment, type MutationResolvers, type QueryResolvers, type ResolversParentTypes, type ResponseStatus, type UpgradePrice } from './generated/resolvers-types';
import { lookAtRoom } from './looked-at-room';
import type { OrderParent } from './order-graphql';
import { orderForViewer } from './reservation-resolvers';
import { responseStatusOf } from './response-status';
import { requestFingerprint } from '../http/request-fingerprint';

/** Schema: "16 to 64 letters, digits, - or _"; a fresh random key per choice. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;
const CODE = /^[A-Z0-9_]{2,16}$/;

type RoomUpgradeOffersAnswer = ResolversParentTypes['RoomUpgradeOffers'];

const statusOf = (outcome: ModifyOutcome): ResponseStatus[] => [responseStatusOf(outcome, HTTP_STATUS_OF_MODIFY[outcome.code])];

function answerOf(outcome: ModifyOutcome, order: OrderParent | null, confirmationNumber: string): RoomUpgradeOffersAnswer {
  const current = order?.items.find((item) => item.basicInformation.confirmationNumber === confirmationNumber) ?? null;
  return { status: statusOf(outcome), order, current, offers: [], pointsBalance: null };
}

const PAYMENTS: Record<UpgradePayment, GraphQLUpgradePayment> = { CASH: GraphQLUpgradePayment.Cash, POINTS_PLUS_CASH: GraphQLUpgradePayment.PointsPlusCash };

function priceShape(price: ModifyRateResult, payment: UpgradePayment, currency: string): UpgradePrice {
  return {
    payment: PAYMENTS[payment],
    updatedTotal: moneyOf(price.updatedTotal, currency),
    cashDifference: moneyOf(price.cashDifference, currency),
    points: price.pointsDifference,
    cancellationPolicy: cancellationPolicyShape(price.policy, currency),
  };
}

export const upgradeQuery: Pick<QueryResolvers, 'roomUpgradeOffers'> = {
  roomUpgradeOffers: async (_parent, args, context) => {
    const confirmationNumber = args.confirmationNumber.trim();
    const problem = confirmationNumberError(confirmationNumber);
    if (problem) return answerOf({ code: ModifyCode.BadConfirmationNumber, detail: validationInEnglishOf(problem), field: 'confirmationNumber' }, null, confirmationNumber);
    const looked = await lookAtRoom(confirmationNumber, context);
    if (!looked) return answerOf({ code: ModifyCode.NotPermitted }, null, confirmationNumber);
    const now = context.clock();
    const modifiable = await modifiableRoom(context.db, { viewer: looked.viewer, confirmationNumber, propertyId: looked.order.record.hotelCode }, now);
    if (!isModifiableRoom(modifiable)) return answerOf(modifiable, looked.order, confirmationNumber);
    const offers = await upgradeOffers(context.db, modifiable, looked.viewer, now);
    const currency = modifiable.catalogue.currency;
    return {
      ...answerOf({ code: ModifyCode.Success }, looked.order, confirmationNumber),
      offers: offers.map((offer) => ({
        roomType: roomTypeShape(offer.roomType),
        roomsLeft: offer.roomsLeft,
        cash: offer.cash && priceShape(offer.cash, 'CASH', currency),
        pointsPlusCash: offer.pointsPlusCash && priceShape(offer.pointsPlusCash, 'POINTS_PLUS_CASH', currency),
      })),
      pointsBalance: offers.some((offer) => offer.pointsPlusCash) ? looked.viewer.booker.pointsBalance : null,
    };
  },
};

export const upgradeMutations: Pick<MutationResolvers, 'upgradeRoom'> = {
  upgradeRoom: async (_parent, { input }, context) => {
    const confirmationNumber = input.confirmationNumber.trim();
    const looked = await lookAtRoom(confirmationNumber, context);
    if (!looked) return { status: statusOf({ code: ModifyCode.NotPermitted }), order: null };
    const room = looked.order.record.rooms.find((candidate) => candidate.confirmationNumber === confirmationNumber)!;
    const problem: ModifyOutcome | null = !IDEMPOTENCY_KEY.test(input.idempotencyKey)
      ? { code: ModifyCode.BadUserInput, detail: 'idempotencyKey is 16 to 64 letters, digits, - or _: a fresh random key per choice.', field: 'idempotencyKey' }
      : !CODE.test(input.roomTypeCode)
        ? { code: ModifyCode.BadUserInput, detail: 'roomTypeCode is 2 to 16 capital letters, digits or underscores, such as STES.', field: 'roomTypeCode' }
        : null;
    const now = context.clock();
    const outcome =
      problem ??
      (await changeRoom(context.db, {
        viewer: looked.viewer,
        confirmationNumber,
        kind: 'UPGRADE',
        criteria: ownStayOf({ order: looked.order.record, room }),
        choose: chooseUpgrade(looked.viewer, { roomTypeCode: input.roomTypeCode, payment: input.payment }, now),
        expectedRevision: input.orderRevisionNumber,
        idempotencyKey: input.idempotencyKey,
        requestHash: requestFingerprint(['UPGRADE', confirmationNumber, input.orderRevisionNumber, input.roomTypeCode, input.payment]),
        now,
        locale: displayLocaleOf(context.acceptLanguage),
      }));
    return { status: statusOf(outcome), order: await orderForViewer(context.db, looked.viewer.orderRef.orderId, looked.viewer.access, context.clock()) };
  },
};
