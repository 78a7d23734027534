import { cardBrandLabel, type CardBrand } from '../../../shared/validation/payment-card';
import type { Queryable } from '../../db/database';
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

/** Spec 7 confirmation e-mail: subject and plain-text body, in the request's locale for amounts and dates. */
export function confirmationEmailOf(facts: ConfirmationEmailFacts): { subject: string; body: string } {
  const { locale, currency } = facts;
  const money = (minor: number) => moneyText(minor, currency, locale);
  const numbers = facts.confirmationNumbers;
  const numberLine =
    numbers.length === 1 ? `Confirmation number: ${numbers[0]}` : `Confirmation numbers: ${numbers.map((number, index) => `${number} (room ${index + 1})`).join(', ')}`;
  const rooms = numbers.length === 1 ? '1 room' : `${numbers.length} rooms`;
  const lines = [
    `Dear ${facts.guest.givenName} ${facts.guest.surname},`,
    '',
    `Your stay at ${facts.hotelName} is confirmed.`,
    '',
    numberLine,
    `Check-in: ${dayText(facts.checkInDate, locale)}`,
    `Check-out: ${dayText(facts.checkOutDate, locale)}`,
    `Room: ${facts.roomName}, ${rooms}, ${facts.ratePlanName}`,
    '',
  ];
  if (facts.stayCash > 0) {
    lines.push(`Stay with taxes and fees: ${money(facts.stayCash)}`, `Charged to your card now: ${money(facts.chargedNow)}`, `To pay at the hotel: ${money(facts.dueAtHotel)}`);
  }
  if (facts.points > 0) lines.push(`Points for the stay: ${pointsText(facts.points, locale)}`);
  if (facts.pointsPurchase) {
    lines.push(`Points bought: ${pointsText(facts.pointsPurchase.points, locale)} for ${moneyText(facts.pointsPurchase.cost, facts.pointsPurchase.currency, locale)}`);
  }
  if (facts.insurance) lines.push(`Travel insurance: policy ${facts.insurance.policyNumber}, ${money(facts.insurance.premium)}`);
  lines.push(`Card: ${cardBrandLabel(facts.card.brand)} ending in ${facts.card.lastFour}`, '', 'We look forward to welcoming you.');
  return { subject: `Your stay at ${facts.hotelName} is confirmed (${numbers[0]})`, body: lines.join('\n') };
}

/** Writes the e-mail to the outbox (nothing leaves the machine), in the order's own transaction. */
export async function writeConfirmationEmail(tx: Queryable, { orderId, recipient, email, now }: { orderId: string; recipient: string; email: { subject: string; body: string }; now: Date }) {
  await tx.query(
    `insert into outbox_messages (order_id, channel, recipient, subject, body, created_at, kind) values ($1, 'EMAIL', $2, $3, $4, $5, 'CONFIRMATION')`,
    [orderId, recipient, email.subject, email.body, now],
  );
}
