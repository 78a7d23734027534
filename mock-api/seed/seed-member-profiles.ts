import type { Queryable } from '../db/database';
import { MEMBERS } from './fixtures';

/**
 * Gives the fixture members their spec 3 profile (title, phone, address), at every start. Only a member
 * with no profile yet gains it, so a demo database upgraded to migration 0008 gets the profiles, and a
 * profile changed through the guest form since is kept. A phone another member holds meanwhile is left
 * out (the unique phone index would refuse it) rather than failing the start.
 */
export async function seedMemberProfiles(tx: Queryable): Promise<void> {
  for (const member of MEMBERS) {
    const { profile } = member;
    if (!profile) continue;
    const { address } = profile;
    await tx.query(
      `update members m set title = $2,
         phone_digits = case when exists (select 1 from members o where o.phone_digits = $3) then null else $3 end,
         address_line1 = $4, address_line2 = $5, city = $6, state_province_code = $7, country_code = $8, postal_code = $9
       where m.email = $1 and m.country_code is null and m.phone_digits is null`,
      [member.email, profile.title, profile.phone, address.line1, address.line2, address.city, address.stateProvinceCode, address.countryCode, address.postalCode],
    );
  }
}
