import { createGraphQLError } from 'graphql-yoga';
import { BOOKING_CODE_DIGITS } from '../../../shared/domain/booking-code';
import { oneTimeCodeOf, oneTimeCodeProblem } from '../../../shared/validation/one-time-code';
import { ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import { supportedLocaleOf } from '../../../shared/domain/locales';
import { reservationErrorMessage } from '../../../shared/i18n/refusals-in-english';
import { maskEmail } from '../../auth/mfa';
import { badUserInput } from '../../booking/booking-errors';
import { notPermitted, wholeOrderFor } from '../../booking/confirmation/whole-order';
import { orderLoaders } from '../../booking/orders/order-loaders';
import type { GraphQLContext } from '../../graphql/context';
import type { MutationResolvers, OrderResolvers } from '../../graphql/generated/resolvers-types';
import { orderForViewer } from '../../graphql/reservation-resolvers';
import { displayLocaleOf } from '../../http/accept-language';
import { needsMoreThanLookup } from '../lookup-rights';
import type { OrderRecord } from '../order-record';
import { bookingCodeMail } from './booking-code-mail';
import { checkBookingCode, forgetBookingCode, issueBookingCode } from './booking-codes';

/** The name the e-mail greets: the first room's primary guest, whom a lookup of the whole order names. */
const bookerNameOf = (order: OrderRecord) => order.rooms[0]?.guests.find((guest) => guest.isPrimary)?.givenName ?? '';

const refusal = (code: string, extensions: Record<string, unknown> = {}) => createGraphQLError(reservationErrorMessage(code), { extensions: { code, ...extensions } });

/** The booking's e-mail, for the browser that found the whole order with a lookup and has not proven it yet. */
async function unprovenLookupOf(context: GraphQLContext, confirmationNumber: string) {
  const { order, access } = await wholeOrderFor(context.db, context, confirmationNumber);
  if (access.kind !== 'lookups' || !needsMoreThanLookup(access) || !context.lookupGrantToken) {
    throw createGraphQLError('This browser may change this booking already: there is nothing to prove.', { extensions: { code: 'BAD_USER_INPUT', field: 'confirmationNumber' } });
  }
  const facts = await orderLoaders(context).facts.load(order.id);
  if (!facts?.contact) throw notPermitted();
  return { order, access, grantToken: context.lookupGrantToken, email: facts.contact.email };
}

/** The booking-code calls (docs/security.md, "What a lookup may do"). */
export const bookingCodeMutations: Pick<MutationResolvers, 'sendBookingCode' | 'verifyBookingCode'> = {
  sendBookingCode: async (_parent, { input }, context) => {
    const { order, grantToken, email } = await unprovenLookupOf(context, input.confirmationNumber);
    const issued = await issueBookingCode(context.db, { grantToken, orderId: order.id, now: context.clock() });
    if (issued.kind === 'limit') throw refusal(ReservationErrorKey.BookingCodeLimit, { http: { status: 429 } });
    const mail = await bookingCodeMail({
      to: email,
      givenName: bookerNameOf(order),
      confirmationNumber: input.confirmationNumber.trim(),
      code: issued.code,
      locale: supportedLocaleOf(input.locale ?? null) ?? displayLocaleOf(context.acceptLanguage),
    });
    try {
      await context.mailer.send(mail);
    } catch (error) {
      await forgetBookingCode(context.db, issued.codeId);
      throw createGraphQLError('The code could not be sent just now. Try again in a moment.', { originalError: error as Error, extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } });
    }
    return { sentTo: maskEmail(email) };
  },

  verifyBookingCode: async (_parent, { input }, context) => {
    const code = oneTimeCodeOf(input.code);
    const codeProblem = oneTimeCodeProblem(code, BOOKING_CODE_DIGITS);
    if (codeProblem) throw badUserInput('code', codeProblem);
    const { order, access, grantToken } = await unprovenLookupOf(context, input.confirmationNumber);
    const now = context.clock();
    const checked = await checkBookingCode(context.db, { grantToken, orderId: order.id, code, now });
    if (checked.kind === 'wrong') throw refusal(ReservationErrorKey.BookingCodeWrong, { attemptsLeft: checked.attemptsLeft, field: 'code' });
    if (checked.kind === 'expired') throw refusal(ReservationErrorKey.BookingCodeExpired, { field: 'code' });
    const proven = await orderForViewer(context.db, order.id, { ...access, isProven: true }, now);
    if (!proven) throw notPermitted();
    return proven;
  },
};

/** Order.bookerProof: where the code would go, for a browser that sees the whole order through a lookup it has not proven. */
export const bookerProofResolvers: Pick<OrderResolvers, 'bookerProof'> = {
  bookerProof: async (order, _args, context) => {
    if (!order.record.isSeenThroughLookup) return null;
    const facts = await orderLoaders(context).facts.load(order.id);
    if (!facts?.contact || facts.roomCount !== order.record.rooms.length) return null;
    return { sentTo: maskEmail(facts.contact.email) };
  },
};
