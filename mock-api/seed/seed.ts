import type { Database, Queryable } from '../db/database';
import { hashPassword } from '../auth/password-hash';
import { DEMO_PASSWORD, HOTELS, MEMBERS, RESERVATION, type HotelFixture, type MemberFixture } from './fixtures';

/** Seeds the demo fixtures once; a database that already has members is left as it is. Returns whether it seeded. */
export async function seedIfEmpty(db: Database, today = new Date()): Promise<boolean> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from members');
  if ((rows[0]?.count ?? 0) > 0) return false;
  // Hash before the transaction: scrypt is slow and needs no lock held.
  const passwordHashes = await Promise.all(MEMBERS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (tx) => {
    for (const hotel of HOTELS) await insertHotel(tx, hotel);
    for (const [index, member] of MEMBERS.entries()) await insertMember(tx, member, passwordHashes[index]!);
    await insertReservation(tx, today);
  });
  return true;
}

async function insertHotel(tx: Queryable, hotel: HotelFixture) {
  await tx.query(
    `insert into hotels (code, seo_nickname, name, brand_code, address_line1, city, state_province_code,
       state_province_name, country_code, country_name, postal_code, latitude, longitude, phone, currency,
       stars, review_count, primary_image_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
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
    ],
  );
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

async function insertMember(tx: Queryable, member: MemberFixture, passwordHash: string) {
  const { rows } = await tx.query<{ id: string }>(
    `insert into members (consumer_id, member_number, email, first_name, last_name, tier, travel_agent_programme, password_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      member.consumerId,
      member.memberNumber,
      member.email,
      member.firstName,
      member.lastName,
      member.tier,
      member.travelAgentProgramme ?? null,
      passwordHash,
    ],
  );
  for (const code of member.savedHotelCodes ?? []) {
    await tx.query('insert into saved_properties (member_id, hotel_code) values ($1, $2)', [rows[0]!.id, code]);
  }
}

async function insertReservation(tx: Queryable, today: Date) {
  const checkIn = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + RESERVATION.daysFromSeeding));
  await tx.query(
    `insert into reservations (confirmation_number, member_id, hotel_code, guest_first_name, guest_last_name,
       check_in, nights, room_type, rate_plan)
     select $1, id, $2, first_name, last_name, $3, $4, $5, $6 from members where email = $7`,
    [
      RESERVATION.confirmationNumber,
      RESERVATION.hotelCode,
      checkIn.toISOString().slice(0, 10),
      RESERVATION.nights,
      RESERVATION.roomType,
      RESERVATION.ratePlan,
      RESERVATION.memberEmail,
    ],
  );
}
