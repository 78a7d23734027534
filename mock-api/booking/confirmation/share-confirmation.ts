import { createGraphQLError } from 'graphql-yoga';
import { guestEmailError, normalizeGuestEmail } from '../../../shared/validation/guest-email';
import { isCountryCodeShape, normalizeCountryCode } from '../../../shared/validation/country-code';
import { phoneNumberError, toE164 } from '../../../shared/validation/phone-number';
import type { GraphQLContext } from '../../graphql/context';
import type { MessageChannel, SentMessage, ShareConfirmationInput } from '../../graphql/generated/resolvers-types';
import { findPropertyByCode } from '../../graphql/property-row';
import { displayLocaleOf } from '../../http/accept-language';
import { badUserInput } from '../booking-errors';
import { sentMessageOf, type SentMessageRecord } from '../orders/sent-messages';
import { shareMessageText } from './share-message';
import { wholeOrderFor } from './whole-order';

/**
 * Shares one order may send in a rolling hour. Nothing leaves the machine here, but a real sender
 * would: a confirmation page must not become a way to send messages to anyone, as often as one likes.
 */
export const SHARES_PER_ORDER_PER_HOUR = 10;

const SHARE_LIMIT_REACHED = 'SHARE_LIMIT_REACHED';

type Recipient = { address: string; channel: `${MessageChannel}` };

/** The recipient as it is sent to, or BAD_USER_INPUT naming the field and the rule. */
function recipientOf(input: ShareConfirmationInput): Recipient {
  if (input.channel === 'EMAIL') {
    const problem = guestEmailError(input.recipient);
    if (problem) throw badUserInput('recipient', problem);
    return { channel: 'EMAIL', address: normalizeGuestEmail(input.recipient) };
  }
  if (!input.countryCode || !isCountryCodeShape(input.countryCode)) {
    throw badUserInput('countryCode', 'Choose the country the mobile number is dialled in.');
  }
  const country = normalizeCountryCode(input.countryCode);
  const problem = phoneNumberError(input.recipient, country);
  const e164 = problem ? null : toE164(input.recipient, country);
  if (!e164) throw badUserInput('recipient', problem ?? { key: 'validation.phone.invalid' });
  return { channel: 'SMS', address: e164 };
}

/**
 * Spec 7 share by e-mail and by SMS: writes the confirmation to the outbox for the recipient (nothing
 * leaves the machine), for a browser that may see the whole order. Under the order's row lock, so the
 * hourly limit holds when shares race.
 */
export async function shareConfirmation(input: ShareConfirmationInput, context: GraphQLContext): Promise<SentMessage> {
  const { db, clock } = context;
  const recipient = recipientOf(input);
  const now = clock();
  const { order } = await wholeOrderFor(db, context, input.confirmationNumber);
  const hotel = await findPropertyByCode(db, order.hotelCode);
  if (!hotel) throw new Error(`Order ${order.id} names hotel ${order.hotelCode}, which is gone`);
  const text = await shareMessageText(recipient.channel, order, hotel, displayLocaleOf(context.acceptLanguage));
  const sent = await db.transaction(async (tx) => {
    await tx.query('select 1 from orders where id = $1 for update', [order.id]);
    const { rows: recent } = await tx.query<{ count: number }>(
      `select count(*)::int as count from outbox_messages where order_id = $1 and kind = 'SHARE' and created_at > $2`,
      [order.id, new Date(now.getTime() - 3_600_000)],
    );
    if ((recent[0]?.count ?? 0) >= SHARES_PER_ORDER_PER_HOUR) return null;
    const { rows } = await tx.query<SentMessageRecord>(
      `insert into outbox_messages (order_id, channel, recipient, subject, body, locale, created_at, kind) values ($1, $2, $3, $4, $5, $6, $7, 'SHARE')
       returning id::text, channel, recipient, subject, body, created_at as "sentAt"`,
      [order.id, recipient.channel, recipient.address, text.subject, text.body, text.locale, now],
    );
    return rows[0]!;
  });
  if (!sent) {
    throw createGraphQLError(`This booking was shared ${SHARES_PER_ORDER_PER_HOUR} times in the last hour. Try again later.`, { extensions: { code: SHARE_LIMIT_REACHED } });
  }
  return sentMessageOf(sent);
}
