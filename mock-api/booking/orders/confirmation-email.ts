import { cardBrandLabel, type CardBrand } from '../../../shared/validation/payment-card';
import type { Queryable } from '../../db/database';
import { mailWords } from '../../mail/mail-words';
import { moneyText, pointsText } from '../money-text';

/** What the confirmation e-mail tells; amounts in minor units of `currency` unless said otherwise. */
export type ConfirmationEmailFacts = {
  hotelName: string;
  guest: { givenName: string; surname: string };
  confirmationNumbers: readonly string[];
  checkInDate: string;
  checkOutDate: string;
  roomName: string;
  ratePlanName: string;
  currency: string;
  /** Cash of the stay with taxes and fees, every room. */
  stayCash: number;
  chargedNow: number;
  dueAtHotel: number;
  points: number;
  pointsPurchase: { points: number; cost: number; currency: string } | null;
  insurance: { policyNumber: string; premium: number } | null;
  /** The card as everything outside the vault knows it: brand and last four, never more. */
  card: { brand: CardBrand; lastFour: string };
  locale: string;
};

const dayText = (isoDay: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

/** Spec 7 confirmation e-mail: subject and plain-text body, worded in the booking's locale (the mail catalogue), its amounts and dates too. */
export async function confirmationEmailOf(facts: ConfirmationEmailFacts): Promise<{ subject: string; body: string; locale: string }> {
  const { t, locale } = await mailWords(facts.locale);
  const money = (minor: number) => moneyText(minor, facts.currency, locale);
  const numbers = facts.confirmationNumbers;
  const numberList = numbers.length === 1 ? numbers[0]! : numbers.map((confirmationNumber, index) => t('mail.confirmation.roomNumber', { confirmationNumber, ordinal: index + 1 })).join(', ');
  const lines = [
    t('mail.confirmation.greeting', { givenName: facts.guest.givenName, surname: facts.guest.surname }),
    '',
    t('mail.confirmation.intro', { hotelName: facts.hotelName }),
    '',
    t('mail.confirmation.numbers', { count: numbers.length, numbers: numberList }),
    t('mail.confirmation.checkIn', { date: dayText(facts.checkInDate, locale) }),
    t('mail.confirmation.checkOut', { date: dayText(facts.checkOutDate, locale) }),
    t('mail.confirmation.room', { roomName: facts.roomName, count: numbers.length, ratePlanName: facts.ratePlanName }),
    '',
  ];
  if (facts.stayCash > 0) {
    lines.push(
      t('mail.confirmation.stayCash', { amount: money(facts.stayCash) }),
      t('mail.confirmation.chargedNow', { amount: money(facts.chargedNow) }),
      t('mail.confirmation.dueAtHotel', { amount: money(facts.dueAtHotel) }),
    );
  }
  if (facts.points > 0) lines.push(t('mail.confirmation.points', { points: pointsText(facts.points, locale) }));
  if (facts.pointsPurchase) {
    lines.push(
      t('mail.confirmation.pointsBought', {
        points: pointsText(facts.pointsPurchase.points, locale),
        amount: moneyText(facts.pointsPurchase.cost, facts.pointsPurchase.currency, locale),
      }),
    );
  }
  if (facts.insurance) lines.push(t('mail.confirmation.insurance', { policyNumber: facts.insurance.policyNumber, amount: money(facts.insurance.premium) }));
  lines.push(t('mail.confirmation.card', { brand: cardBrandLabel(facts.card.brand), lastFour: facts.card.lastFour }), '', t('mail.modification.closing'));
  return { subject: t('mail.confirmation.subject', { hotelName: facts.hotelName, confirmationNumber: numbers[0] ?? '' }), body: lines.join('\n'), locale };
}

/** Writes the e-mail to the outbox (nothing leaves the machine), in the order's own transaction. */
export async function writeConfirmationEmail(
  tx: Queryable,
  { orderId, recipient, email, now }: { orderId: string; recipient: string; email: { subject: string; body: string; locale: string }; now: Date },
) {
  await tx.query(
    `insert into outbox_messages (order_id, channel, recipient, subject, body, locale, created_at, kind) values ($1, 'EMAIL', $2, $3, $4, $5, $6, 'CONFIRMATION')`,
    [orderId, recipient, email.subject, email.body, email.locale, now],
  );
}
