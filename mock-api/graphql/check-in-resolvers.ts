import { ARRIVAL_TIMES } from '../../shared/domain/housekeeping';
import { ROOM_PREFERENCE_CATEGORIES } from '../../shared/domain/room-preferences';
import { isCheckInOpen, readCheckInChoice, readCheckInOffer } from '../reservations/check-in/check-in-form';
import { checkInInputProblem, checkInOnline } from '../reservations/check-in/check-in-online';
import { HTTP_STATUS_OF_MODIFY, ModifyCode, type ModifyOutcome } from '../reservations/modify/modify-outcome';
import type { MutationResolvers, QueryResolvers, ResponseStatus } from './generated/resolvers-types';
import { lookAtRoom } from './looked-at-room';
import { orderForViewer } from './reservation-resolvers';
import { responseStatusOf } from './response-status';

const statusOf = (outcome: ModifyOutcome): ResponseStatus[] => [responseStatusOf(outcome, HTTP_STATUS_OF_MODIFY[outcome.code])];

export const checkInQuery: Pick<QueryResolvers, 'onlineCheckIn'> = {
  onlineCheckIn: async (_parent, { confirmationNumber }, context) => {
    const number = confirmationNumber.trim();
    const looked = await lookAtRoom(number, context);
    const room = looked?.order.record.rooms.find((candidate) => candidate.confirmationNumber === number);
    const item = looked?.order.items.find((candidate) => candidate.basicInformation.confirmationNumber === number);
    if (!looked || !room || !item) return null;
    const [offer, chosen] = await Promise.all([readCheckInOffer(context.db, looked.order.record.hotelCode), readCheckInChoice(context.db, number)]);
    return {
      order: looked.order,
      room: item,
      isOpen: isCheckInOpen(room, context.clock()),
      arrivalTimes: [...ARRIVAL_TIMES],
      preferenceGroups: ROOM_PREFERENCE_CATEGORIES.map((categoryCode) => ({
        categoryCode,
        choices: offer.preferences.filter((preference) => preference.categoryCode === categoryCode),
      })).filter((group) => group.choices.length > 0),
      housekeeping: offer.housekeeping && { plan: offer.housekeeping.plan, code: offer.housekeeping.code },
      chosen: { arrivalTime: chosen.arrivalTime, roomPreferences: chosen.preferences, housekeepingCode: chosen.housekeepingCode },
    };
  },
};

export const checkInMutations: Pick<MutationResolvers, 'checkInOnline'> = {
  checkInOnline: async (_parent, { input }, context) => {
    const confirmationNumber = input.confirmationNumber.trim();
    const looked = await lookAtRoom(confirmationNumber, context);
    if (!looked) return { status: statusOf({ code: ModifyCode.NotPermitted }), order: null };
    const request = {
      viewer: looked.viewer,
      confirmationNumber,
      expectedRevision: input.orderRevisionNumber,
      arrivalTime: input.arrivalTime,
      preferences: input.roomPreferences,
      housekeepingCode: input.housekeepingCode ?? null,
      now: context.clock(),
    };
    const outcome = checkInInputProblem(request) ?? (await checkInOnline(context.db, request));
    return { status: statusOf(outcome), order: await orderForViewer(context.db, looked.viewer.orderRef.orderId, looked.viewer.access, context.clock()) };
  },
};
