import type { Queryable } from '../../db/database';
import type { MemberInformation } from '../../graphql/generated/resolvers-types';
import type { GuestAddress, GuestName } from './guest-input';

type ProfileRow = {
  memberNumber: string;
  title: string | null;
  givenName: string;
  surname: string;
  email: string;
  phone: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  stateProvinceCode: string | null;
  countryCode: string | null;
  postalCode: string | null;
  travelAgentProgramme: string | null;
};

const PROFILE_COLUMNS = `member_number as "memberNumber", title, first_name as "givenName", last_name as "surname", email,
  phone_digits as phone, address_line1 as line1, address_line2 as line2, city, state_province_code as "stateProvinceCode",
  country_code as "countryCode", postal_code as "postalCode", travel_agent_programme as "travelAgentProgramme"`;

/** Spec 3 guest profile of a member; the address is null until the member has a country. */
export async function memberProfile(db: Queryable, memberId: string): Promise<MemberInformation | null> {
  const { rows } = await db.query<ProfileRow>(`select ${PROFILE_COLUMNS} from members where id = $1`, [memberId]);
  const row = rows[0];
  if (!row) return null;
  const { line1, line2, city, stateProvinceCode, countryCode, postalCode, ...member } = row;
  return { ...member, address: countryCode ? { line1, line2, city, stateProvinceCode, countryCode, postalCode } : null };
}

/**
 * Saves a member's phone and address. Another member with the same phone in the same country is the
 * unique index's to refuse; the caller turns that into the field error.
 */
export async function saveMemberContact(tx: Queryable, memberId: string, phone: string | null, address: GuestAddress): Promise<void> {
  await tx.query(
    `update members set phone_digits = $2, address_line1 = $3, address_line2 = $4, city = $5, state_province_code = $6,
       country_code = $7, postal_code = $8 where id = $1`,
    [memberId, phone, address.line1, address.line2, address.city, address.stateProvinceCode, address.countryCode, address.postalCode],
  );
}

export async function saveMemberName(tx: Queryable, memberId: string, name: GuestName): Promise<void> {
  await tx.query('update members set title = $2, first_name = $3, last_name = $4 where id = $1', [memberId, name.title, name.givenName, name.surname]);
}
