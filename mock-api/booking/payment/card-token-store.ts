import type { CardBrand } from '../../../shared/validation/payment-card';
import type { Queryable } from '../../db/database';
import type { SealedCardNumber } from './card-vault';

/** A card as everything outside the vault knows it: token, brand, last four, expiry and name. */
export type CardRecord = {
  token: string;
  brand: CardBrand;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  cardholderName: string;
};

/** A vault row: the card, whose booking session and member it belongs to, and its sealed number. */
export type CardTokenRecord = CardRecord & { bookingSessionId: string | null; memberId: string | null; sealed: SealedCardNumber };

const CARD_COLUMNS = `t.token, t.brand, t.last_four as "lastFour", t.expiry_month as "expiryMonth", t.expiry_year as "expiryYear",
  t.cardholder_name as "cardholderName"`;

export async function insertCardToken(db: Queryable, card: CardTokenRecord, now: Date): Promise<void> {
  const { sealed } = card;
  await db.query(
    `insert into payment_card_tokens (token, brand, last_four, expiry_month, expiry_year, cardholder_name, key_id, number_ciphertext, number_nonce,
       number_tag, booking_session_id, member_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [card.token, card.brand, card.lastFour, card.expiryMonth, card.expiryYear, card.cardholderName, sealed.keyId, sealed.ciphertext, sealed.nonce, sealed.tag,
      card.bookingSessionId, card.memberId, now],
  );
}

/** The vault row of `token`, sealed number included: for the payment step and the checks before it. */
export async function findCardToken(db: Queryable, token: string): Promise<CardTokenRecord | null> {
  const { rows } = await db.query<CardRecord & { bookingSessionId: string | null; memberId: string | null; keyId: string; ciphertext: Uint8Array; nonce: Uint8Array; tag: Uint8Array }>(
    `select ${CARD_COLUMNS}, t.booking_session_id::text as "bookingSessionId", t.member_id::text as "memberId", t.key_id as "keyId",
       t.number_ciphertext as ciphertext, t.number_nonce as nonce, t.number_tag as tag
     from payment_card_tokens t where t.token = $1`,
    [token],
  );
  const row = rows[0];
  if (!row) return null;
  const { keyId, ciphertext, nonce, tag, ...card } = row;
  return { ...card, sealed: { keyId, ciphertext: Buffer.from(ciphertext), nonce: Buffer.from(nonce), tag: Buffer.from(tag) } };
}

/** The card a cart is paid with so far, and when the payment step authorised it; null before. */
export async function findCartCard(db: Queryable, cartId: string): Promise<{ card: CardRecord; authorizedAt: Date } | null> {
  const { rows } = await db.query<CardRecord & { authorizedAt: Date }>(
    `select ${CARD_COLUMNS}, c.payment_authorized_at as "authorizedAt"
     from carts c join payment_card_tokens t on t.token = c.payment_token where c.id = $1`,
    [cartId],
  );
  const row = rows[0];
  if (!row) return null;
  const { authorizedAt, ...card } = row;
  return { card, authorizedAt };
}

/** A member's saved cards, newest first. */
export async function findSavedCards(db: Queryable, memberId: string): Promise<{ card: CardRecord; savedAt: Date }[]> {
  const { rows } = await db.query<CardRecord & { savedAt: Date }>(
    `select ${CARD_COLUMNS}, s.saved_at as "savedAt"
     from member_payment_cards s join payment_card_tokens t on t.token = s.token
     where s.member_id = $1 order by s.saved_at desc, t.created_at desc`,
    [memberId],
  );
  return rows.map(({ savedAt, ...card }) => ({ card, savedAt }));
}

export async function isSavedCardOf(db: Queryable, memberId: string, token: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from member_payment_cards where member_id = $1 and token = $2', [memberId, token]);
  return rows.length > 0;
}

/** Saves a card to a member's profile; saving it again keeps the first date. */
export async function saveMemberCard(db: Queryable, memberId: string, token: string, now: Date): Promise<void> {
  await db.query('insert into member_payment_cards (member_id, token, saved_at) values ($1, $2, $3) on conflict do nothing', [memberId, token, now]);
}
