import { randomInt } from 'node:crypto';
import { ReservationErrorKey } from '../../shared/domain/reservation-errors';
import type { Database, Queryable } from '../db/database';
import { BookingErrorCode } from '../booking/booking-errors';
import { isUniqueViolation } from '../booking/guest-info/unique-violation';
import type { EnrollmentForm } from './read-enrollment-form';

export type EnrolledMember = { memberId: string; memberNumber: string; givenName: string; tier: string };
export type EnrollmentRefusal = {
  refusal:
    | typeof ReservationErrorKey.DuplicateEmail
    | typeof ReservationErrorKey.DuplicatePhone
    | typeof ReservationErrorKey.DuplicateEmailAndPhone
    /** Join and save: another member took the order meanwhile; no member was made. */
    | typeof BookingErrorCode.AlreadyConfirmed;
};

/** Thrown inside the enrollment's transaction to roll the new member back when the order was taken meanwhile. */
class OrderTakenMeanwhile extends Error {}

/** New members join at the first tier (spec 3). */
const NEW_MEMBER_TIER = 'Member';
/** A new member number is 9 digits starting with 2: the demo's fixture members hold the 1s. */
const newMemberNumber = () => `2${randomInt(0, 100_000_000).toString().padStart(8, '0')}`;
/** Tries of a fresh member number before giving up: a clash among 10^8 numbers is rare, five in a row is a fault. */
const NUMBER_TRIES = 5;

/** What the member is made of: the checked form, whose password is hashed by then. */
export type NewMember = Omit<EnrollmentForm, 'password'>;

async function insertMember(tx: Queryable, form: NewMember, passwordHash: string, memberNumber: string, now: Date): Promise<string> {
  const { address } = form;
  const { rows } = await tx.query<{ id: string }>(
    `insert into members (consumer_id, member_number, email, first_name, last_name, tier, password_hash, created_at, title, phone_digits,
       address_line1, address_line2, city, state_province_code, country_code, postal_code, sms_digits, consents, enrolled_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $8) returning id::text`,
    [
      `C${memberNumber}`, memberNumber, form.email, form.givenName, form.surname, NEW_MEMBER_TIER, passwordHash, now, form.title, form.phone,
      address.line1, address.line2, address.city, address.stateProvinceCode, address.countryCode, address.postalCode, form.smsNumber, form.consents,
    ],
  );
  return rows[0]!.id;
}

/** Which of the e-mail and phone another member holds, read after the unique index refused one of them. */
async function duplicateOf(db: Queryable, form: NewMember): Promise<EnrollmentRefusal> {
  const { rows } = await db.query<{ email: boolean; phone: boolean }>(
    `select exists (select 1 from members where email = $1) as email,
       exists (select 1 from members where phone_digits = $2) as phone`,
    [form.email, form.phone],
  );
  const { email, phone } = rows[0] ?? { email: false, phone: false };
  if (email && phone) return { refusal: ReservationErrorKey.DuplicateEmailAndPhone };
  return { refusal: phone ? ReservationErrorKey.DuplicatePhone : ReservationErrorKey.DuplicateEmail };
}

/**
 * Gives order `orderId` to the new member in the transaction that makes them, when no member has it;
 * otherwise throws, so the member is not made either. The order's revision is bumped, as for any change.
 */
async function attachOrder(tx: Queryable, orderId: string, memberId: string) {
  const { rows } = await tx.query('update orders set member_id = $2, revision_number = revision_number + 1 where id = $1 and member_id is null returning 1', [orderId, memberId]);
  if (rows.length === 0) throw new OrderTakenMeanwhile();
}

/** What else joins the member, in the transaction that makes them. */
export type JoinedWith = {
  /** Join and save: the order the new member takes, when no member has it yet. */
  attachOrderId?: string | null;
  /** Further writes of the same transaction (spending a join link, a sweepstakes entry); a throw undoes the member too. */
  alongside?: (tx: Queryable, memberId: string) => Promise<void>;
};

/**
 * Creates the member, or says which of their e-mail and phone another member has. The unique indexes
 * decide (not a look-up first), so two joins racing with one e-mail make one member and one refusal.
 * What `joinedWith` names happens in the same transaction: all of it, or none.
 */
export async function enrollMember(db: Database, form: NewMember, passwordHash: string, now: Date, { attachOrderId = null, alongside }: JoinedWith = {}): Promise<EnrolledMember | EnrollmentRefusal> {
  for (let attempt = 1; ; attempt += 1) {
    const memberNumber = newMemberNumber();
    try {
      const memberId = await db.transaction(async (tx) => {
        const id = await insertMember(tx, form, passwordHash, memberNumber, now);
        if (attachOrderId !== null) await attachOrder(tx, attachOrderId, id);
        await alongside?.(tx, id);
        return id;
      });
      return { memberId, memberNumber, givenName: form.givenName, tier: NEW_MEMBER_TIER };
    } catch (error) {
      if (error instanceof OrderTakenMeanwhile) return { refusal: BookingErrorCode.AlreadyConfirmed };
      if (isUniqueViolation(error, 'members_email_key') || isUniqueViolation(error, 'members_phone_idx')) return duplicateOf(db, form);
      const numberTaken = isUniqueViolation(error, 'members_member_number_key') || isUniqueViolation(error, 'members_consumer_id_key');
      if (!numberTaken || attempt >= NUMBER_TRIES) throw error;
    }
  }
}
