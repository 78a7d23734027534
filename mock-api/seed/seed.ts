import { brokenPasswordRules } from '../../shared/validation/password-rules';
import type { Database, Queryable } from '../db/database';
import { hashPassword } from '../auth/password-hash';
import {
  DEMO_PASSWORD,
  HOTELS,
  MEMBERS,
  SWEEPSTAKES,
  type HotelFixture,
  type MemberFixture,
  type SweepstakesFixture,
} from './fixtures';
import { seedBooking } from './seed-booking';
import { seedConfirmationOffers } from './seed-confirmation-offers';
import { seedFeatureFlags } from './seed-feature-flags';
import { seedHotelContent } from './seed-hotel-content';
import { seedSiteFurniture } from './seed-site-furniture';
import { seedExchangeRates } from './seed-exchange-rates';
import { seedMemberProfiles } from './seed-member-profiles';
import { seedReservations } from './seed-reservations';
import { seedSuiteNightAwards } from './seed-suite-night-awards';
import { seedTravelAgents } from './seed-travel-agents';
import { daysFrom } from './seeding-days';

/**
 * The demo password must be one the site's own forms would accept (spec section 5), or the demo would
 * show a password no member could set. Throws naming the rules it breaks.
 */
export function assertMeetsPasswordRules(password: string): void {
  const broken = brokenPasswordRules(password);
  if (broken.length) throw new Error(`The demo password breaks the password rules: ${broken.join(', ')}`);
}

/**
 * Seeds the demo fixtures; run at every start. A database that already has members keeps its data, and
 * only gains the fixtures it lacks (hotels by code, members by e-mail, reservations by confirmation
 * number, sweepstakes by client id, hotel content where a fixture hotel lacks it, and what each hotel sells
 * with its prices and inventory rolled forward to a year ahead), so an existing demo
 * database needs no reset. Returns whether it seeded an empty database (no members).
 */
// Any constant works; it keeps processes starting together on one PostgreSQL from seeding at once.
const SEED_LOCK = 4_171_2028;

export async function seedIfEmpty(db: Database, today = new Date()): Promise<boolean> {
  assertMeetsPasswordRules(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Several processes may start together on one database: one seeds, the others wait and find it seeded.
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const { rows } = await tx.query<{ count: number }>('select count(*)::int as count from members');
    const isEmpty = (rows[0]?.count ?? 0) === 0;
    const members = isEmpty ? MEMBERS : await membersMissingFrom(tx);
    // Only a first start hashes (scrypt is slow), under the lock; a restart finds every member there.
    const passwordHashes = await Promise.all(members.map((member) => (member.hasOnlineAccount === false ? null : hashPassword(DEMO_PASSWORD))));
    // Hotels first, then members: saved hotels refer to both, and reservations to both.
    for (const hotel of HOTELS) await insertHotel(tx, hotel);
    for (const [index, member] of members.entries()) await insertMember(tx, member, passwordHashes[index] ?? null, today);
    await seedMemberProfiles(tx);
    await seedReservations(tx, today);
    for (const sweepstakes of SWEEPSTAKES) await insertSweepstakes(tx, sweepstakes, today);
    await seedHotelContent(tx, today);
    await seedBooking(tx, today);
    await seedSuiteNightAwards(tx, today);
    await seedTravelAgents(tx, today);
    await seedConfirmationOffers(tx);
    await seedSiteFurniture(tx);
    await seedExchangeRates(tx);
    await seedFeatureFlags(tx);
    return isEmpty;
  });
}

async function membersMissingFrom(db: Queryable): Promise<MemberFixture[]> {
  const { rows } = await db.query<{ email: string }>('select email from members where email = any($1::text[])', [
    MEMBERS.map((member) => member.email),
  ]);
  const present = new Set(rows.map((row) => row.email));
  return MEMBERS.filter((member) => !present.has(member.email));
}

// Only a hotel whose code (or nickname) the database lacks, so a hotel already there keeps whatever it
// holds now, photos and amenities included.
async function insertHotel(tx: Queryable, hotel: HotelFixture) {
  const { rows } = await tx.query<{ code: string }>(
    `insert into hotels (code, seo_nickname, name, brand_code, address_line1, city, state_province_code,
       state_province_name, country_code, country_name, postal_code, latitude, longitude, phone, currency,
       stars, review_count, primary_image_url, time_zone, housekeeping_plan)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     on conflict do nothing returning code`,
    [
      hotel.code,
      hotel.seoNickname,
      hotel.name,
      hotel.brandCode,
      hotel.addressLine1,
      hotel.city,
      hotel.stateProvince?.code ?? null,
      hotel.stateProvince?.name ?? null,
      hotel.country.code,
      hotel.country.name,
      hotel.postalCode,
      hotel.latitude,
      hotel.longitude,
      hotel.phone,
      hotel.currency,
      hotel.stars,
      hotel.reviewCount,
      hotel.photos[0]?.url ?? null,
      hotel.timeZone,
      hotel.housekeepingPlan ?? 'B',
    ],
  );
  if (rows.length === 0) return;
  for (const [position, photo] of hotel.photos.entries()) {
    await tx.query('insert into hotel_photos (hotel_code, position, url, caption) values ($1, $2, $3, $4)', [
      hotel.code,
      position,
      photo.url,
      photo.caption,
    ]);
  }
  for (const amenity of hotel.amenities) {
    await tx.query('insert into hotel_amenities (hotel_code, name) values ($1, $2)', [hotel.code, amenity]);
  }
}

async function insertMember(tx: Queryable, member: MemberFixture, passwordHash: string | null, today: Date) {
  const { rows } = await tx.query<{ id: string }>(
    `insert into members (consumer_id, member_number, email, first_name, last_name, tier, travel_agent_programme, password_hash,
       mfa_email, mfa_phone)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict do nothing returning id`,
    [
      member.consumerId,
      member.memberNumber,
      member.email,
      member.firstName,
      member.lastName,
      member.tier,
      member.travelAgentProgramme ?? null,
      passwordHash,
      member.mfa?.email ?? false,
      member.mfa?.phone ?? null,
    ],
  );
  // No row: another member already holds this fixture's number or id; the demo keeps theirs.
  const memberId = rows[0]?.id;
  if (!memberId) return;
  // One second apart, in fixture order, the day before seeding (so before anything saved since, whatever
  // the clock): saved hotels are listed in the order they were saved. A hotel the database does not have
  // (its nickname taken by another) is left out rather than failing the start.
  const savedFrom = daysFrom(today, -1);
  for (const [index, code] of (member.savedHotelCodes ?? []).entries()) {
    await tx.query(
      `insert into saved_properties (member_id, hotel_code, saved_at)
       select $1::bigint, code, $4::timestamptz + make_interval(secs => $3) from hotels where code = $2`,
      [memberId, code, index, savedFrom],
    );
  }
}

async function insertSweepstakes(tx: Queryable, sweepstakes: SweepstakesFixture, today: Date) {
  await tx.query(
    `insert into sweepstakes (client_id, title, button_label, join_path, starts_at, ends_at)
     values ($1, $2, $3, $4, $5, $6) on conflict (client_id) do nothing`,
    [
      sweepstakes.clientId,
      sweepstakes.title,
      sweepstakes.buttonLabel,
      sweepstakes.joinPath,
      daysFrom(today, sweepstakes.startsDaysFromSeeding),
      daysFrom(today, sweepstakes.endsDaysFromSeeding),
    ],
  );
}
