import type { Clock } from '../auth/clock';
import type { AnswerTerms } from './answer-terms';
import type { CardVault } from '../booking/payment/card-vault';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/outgoing-mail';

/**
 * What every resolver gets: the database, the clock sessions are judged by, the locale the client
 * asked for, and the session, lookup grant and booking session cookies, which resolvers that need the
 * member, the browser's lookups or its carts turn into them (so calls that never ask, such as hotel
 * pages, cost no lookup). A resolver that starts a booking session gives the browser its cookie with
 * `setBookingSessionCookie`, so resolvers know nothing of the HTTP reply. The card vault is there for
 * the payment step alone, the one resolver code that opens a card number.
 */
export type GraphQLContext = {
  db: Database;
  clock: Clock;
  acceptLanguage: string | null;
  sessionToken: string | undefined;
  lookupGrantToken: string | undefined;
  bookingSessionToken: string | undefined;
  setBookingSessionCookie(token: string): void;
  cardVault: CardVault;
  /** Mail a resolver sends at once, outside the outbox: a booking's one-time code is never stored readable. */
  mailer: Mailer;
  /** What a shared answer's resolvers tell of it, so it is kept only while true (answer-terms.ts); absent when no answer is kept. */
  answerTerms?: AnswerTerms | undefined;
};
