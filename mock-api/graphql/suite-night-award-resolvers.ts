import { suiteNightAwardCutoff } from '../../shared/domain/suite-night-awards';
import { loadHotelCatalogue } from '../booking/hotel-catalogue';
import { HTTP_STATUS_OF_MODIFY, ModifyCode, type ModifyOutcome } from '../reservations/modify/modify-outcome';
import { isOrderMember, requestRefusal } from '../reservations/suite-night-awards/award-eligibility';
import { awardNightsBalance } from '../reservations/suite-night-awards/award-nights';
import { removeSuiteNightAward, requestSuiteNightAward } from '../reservations/suite-night-awards/request-award';
import type { GraphQLContext } from './context';
import type { MutationResolvers, OrderItemResolvers, ResponseStatus, SuiteNightAwardInput } from './generated/resolvers-types';
import { lookAtRoom } from './looked-at-room';
import { orderForViewer } from './reservation-resolvers';
import { responseStatusOf } from './response-status';

const statusOf = (outcome: ModifyOutcome): ResponseStatus[] => [responseStatusOf(outcome, HTTP_STATUS_OF_MODIFY[outcome.code])];

/**
 * `OrderItem.suiteNightAwardOffer`: what the room's member may do about a Suite Night Award now. Read
 * room by room (an order has few), from the room as stored: only for the order's member signed in.
 */
export const suiteNightAwardItemResolvers: Pick<OrderItemResolvers, 'suiteNightAwardOffer'> = {
  suiteNightAwardOffer: async (item, _args, context) => {
    // Only a member signed in is offered anything: a visitor's read of an order asks nothing more.
    if (!context.sessionToken) return null;
    const number = item.basicInformation.confirmationNumber;
    const looked = await lookAtRoom(number, context);
    const room = looked?.order.record.rooms.find((candidate) => candidate.confirmationNumber === number);
    if (!looked || !room || !isOrderMember(looked.viewer, looked.order.record)) return null;
    const hotelCode = looked.order.record.hotelCode;
    const [catalogue, balance] = await Promise.all([loadHotelCatalogue(context.db, hotelCode), awardNightsBalance(context.db, looked.viewer.booker.memberId!)]);
    const suites = catalogue?.roomTypes.filter((type) => type.isSuite) ?? [];
    if (!catalogue || suites.length === 0) return null;
    const { timeZone } = catalogue;
    const reason = requestRefusal(room, { timeZone, suites, balance }, context.clock());
    return {
      nightsNeeded: room.nights,
      balance,
      cutoff: suiteNightAwardCutoff(room.checkInDate, timeZone).toISOString(),
      hotelTimeZone: timeZone,
      canRequest: reason === null,
      reason,
      canRemove: room.suiteNightAward === 'requested' || room.suiteNightAward === 'pending',
    };
  },
};

async function changeAward(input: SuiteNightAwardInput, context: GraphQLContext, change: typeof requestSuiteNightAward) {
  const confirmationNumber = input.confirmationNumber.trim();
  const looked = await lookAtRoom(confirmationNumber, context);
  if (!looked) return { status: statusOf({ code: ModifyCode.NotPermitted }), order: null };
  const outcome = await change(context.db, { viewer: looked.viewer, confirmationNumber, expectedRevision: input.orderRevisionNumber, now: context.clock() });
  return { status: statusOf(outcome), order: await orderForViewer(context.db, looked.viewer.orderRef.orderId, looked.viewer.access, context.clock()) };
}

export const suiteNightAwardMutations: Pick<MutationResolvers, 'requestSuiteNightAward' | 'removeSuiteNightAward'> = {
  requestSuiteNightAward: (_parent, { input }, context) => changeAward(input, context, requestSuiteNightAward),
  removeSuiteNightAward: (_parent, { input }, context) => changeAward(input, context, removeSuiteNightAward),
};
