import type { Queryable } from '../../db/database';
import type { CartGuestInfo } from '../../graphql/generated/resolvers-types';
import type { GuestAddress, GuestName } from './guest-input';

/** The guest-info form as it is saved in a cart: checked and cleaned (see update-cart-guest-info.ts). */
export type CartGuestInfoRecord = {
  guest: GuestName & { email: string; phone: string | null; address: GuestAddress };
  roomRequests: string[];
  comments: string | null;
  arrivalTime: string | null;
  travelAgent: { iataNumber: string; agencyName: string } | null;
  aaaNumber: string | null;
  isBuyPointConsent: boolean;
  isLegalConsentAccepted: boolean;
  isPrivacyPolicyAccepted: boolean;
  isPrepayConsentAccepted: boolean;
};

type Row = {
  title: string | null;
  givenName: string;
  surname: string;
  email: string;
  phone: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  stateProvinceCode: string | null;
  countryCode: string;
  postalCode: string | null;
  roomRequests: string[];
  comments: string | null;
  arrivalTime: string | null;
  iataNumber: string | null;
  agencyName: string | null;
  aaaNumber: string | null;
  isBuyPointConsent: boolean;
  isLegalConsentAccepted: boolean;
  isPrivacyPolicyAccepted: boolean;
  isPrepayConsentAccepted: boolean;
  updatedAt: Date;
};

/** What the form saved in cart `cartId`, or null before its first save. */
/** The guest's address as saved with a cart, each part it left out as none (GraphQL's answer may omit them). */
export function savedGuestAddressOf({ guest: { address } }: CartGuestInfo): GuestAddress {
  return {
    line1: address.line1 ?? null,
    line2: address.line2 ?? null,
    city: address.city ?? null,
    stateProvinceCode: address.stateProvinceCode ?? null,
    countryCode: address.countryCode,
    postalCode: address.postalCode ?? null,
  };
}

export async function findCartGuestInfo(db: Queryable, cartId: string): Promise<CartGuestInfo | null> {
  const { rows } = await db.query<Row>(
    `select title, given_name as "givenName", surname, email, phone, address_line1 as line1, address_line2 as line2, city,
       state_province_code as "stateProvinceCode", country_code as "countryCode", postal_code as "postalCode",
       room_request_codes as "roomRequests", comments, arrival_time as "arrivalTime", iata_number as "iataNumber", agency_name as "agencyName",
       aaa_number as "aaaNumber", is_buy_point_consent as "isBuyPointConsent", is_legal_consent_accepted as "isLegalConsentAccepted",
       is_privacy_policy_accepted as "isPrivacyPolicyAccepted", is_prepay_consent_accepted as "isPrepayConsentAccepted", updated_at as "updatedAt"
     from cart_guests where cart_id = $1`,
    [cartId],
  );
  const row = rows[0];
  if (!row) return null;
  const { title, givenName, surname, email, phone, line1, line2, city, stateProvinceCode, countryCode, postalCode, iataNumber, agencyName, updatedAt, ...rest } = row;
  return {
    ...rest,
    guest: { title, givenName, surname, email, phone, address: { line1, line2, city, stateProvinceCode, countryCode, postalCode } },
    travelAgent: iataNumber && agencyName ? { iataNumber, agencyName } : null,
    updatedAt: new Date(updatedAt).toISOString(),
  };
}

/** The buy-points consent saved in the cart, or null when the form was never saved. */
export async function savedBuyPointConsent(db: Queryable, cartId: string): Promise<boolean | null> {
  const { rows } = await db.query<{ consent: boolean }>('select is_buy_point_consent as consent from cart_guests where cart_id = $1', [cartId]);
  return rows[0]?.consent ?? null;
}

/** Saves the whole form in the cart (a second save replaces the first). */
export async function saveCartGuestInfo(tx: Queryable, cartId: string, info: CartGuestInfoRecord, now: Date): Promise<void> {
  const { guest } = info;
  const { address } = guest;
  await tx.query(
    `insert into cart_guests (cart_id, title, given_name, surname, email, phone, address_line1, address_line2, city, state_province_code,
       country_code, postal_code, room_request_codes, comments, arrival_time, iata_number, agency_name, aaa_number, is_buy_point_consent,
       is_legal_consent_accepted, is_privacy_policy_accepted, is_prepay_consent_accepted, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
     on conflict (cart_id) do update set title = excluded.title, given_name = excluded.given_name, surname = excluded.surname,
       email = excluded.email, phone = excluded.phone, address_line1 = excluded.address_line1, address_line2 = excluded.address_line2,
       city = excluded.city, state_province_code = excluded.state_province_code, country_code = excluded.country_code,
       postal_code = excluded.postal_code, room_request_codes = excluded.room_request_codes, comments = excluded.comments,
       arrival_time = excluded.arrival_time, iata_number = excluded.iata_number, agency_name = excluded.agency_name,
       aaa_number = excluded.aaa_number, is_buy_point_consent = excluded.is_buy_point_consent,
       is_legal_consent_accepted = excluded.is_legal_consent_accepted, is_privacy_policy_accepted = excluded.is_privacy_policy_accepted,
       is_prepay_consent_accepted = excluded.is_prepay_consent_accepted, updated_at = excluded.updated_at`,
    [
      cartId, guest.title, guest.givenName, guest.surname, guest.email, guest.phone, address.line1, address.line2, address.city,
      address.stateProvinceCode, address.countryCode, address.postalCode, info.roomRequests, info.comments, info.arrivalTime,
      info.travelAgent?.iataNumber ?? null, info.travelAgent?.agencyName ?? null, info.aaaNumber, info.isBuyPointConsent,
      info.isLegalConsentAccepted, info.isPrivacyPolicyAccepted, info.isPrepayConsentAccepted, now,
    ],
  );
}

/** Bumps the cart's revision: the form's save is a change of the cart like any other. */
export async function bumpCartRevision(tx: Queryable, cartId: string, now: Date): Promise<void> {
  await tx.query('update carts set revision_number = revision_number + 1, updated_at = $2 where id = $1', [cartId, now]);
}
