import { imagePaths } from '../../shared/domain/paths';
import { CARD_BRANDS } from '../../shared/validation/payment-card';
import type { Queryable } from '../db/database';
import { AWARD_CHART, HOTEL_BOOKING, POINTS_BALANCES, RATE_PLANS, type Season } from './booking-fixtures';
import { HOTELS } from './fixtures';
import { ROOM_FEATURE_CODES, ROOM_TYPES, type RoomTypeFixture } from './room-type-fixtures';
import { seedBookingNights } from './seed-booking-nights';

/** Where a room type's n-th photo is drawn (the image routes find it by this path). */
export const roomPhotoPath = (hotelCode: string, roomTypeCode: string, position: number) =>
  `${imagePaths.roomPhotos}${hotelCode.toLowerCase()}-${roomTypeCode.toLowerCase()}-${position}.svg`;

type HotelRoom = { hotelCode: string; sortOrder: number; roomsTotal: number; fixture: RoomTypeFixture };

/**
 * Gives the fixture hotels what they sell (room types with their features and photos, rate plans with
 * their rules text and spec 9 payment methods, taxes and award category, the card brands they take),
 * the award chart, the fixture members' opening points, and then nightly prices and inventory for the
 * coming year. Each part is added only where it is missing, in one statement per table, so a start on a
 * seeded database costs a few index look-ups and a database that has changed any of it (a sold room, a
 * new price) keeps its change.
 */
export async function seedBooking(tx: Queryable, today: Date): Promise<void> {
  const present = await fixtureHotelsPresent(tx);
  const hotelRooms = present.flatMap((hotelCode) =>
    HOTEL_BOOKING[hotelCode]!.rooms.map((room, index) => ({ hotelCode, sortOrder: index + 1, roomsTotal: room.roomsTotal, fixture: roomTypeOf(room.code) })),
  );
  await insertFeatureCodes(tx);
  await insertAwardChart(tx);
  await insertBookingTerms(tx, present);
  await insertRoomTypes(tx, hotelRooms);
  await insertRoomFeatures(tx, hotelRooms);
  await insertRoomPhotos(tx, hotelRooms);
  await insertRatePlans(tx, present);
  await insertRatePlanRules(tx, present);
  await insertCardBrands(tx, present);
  await insertOpeningBalances(tx, today);
  await seedBookingNights(tx, today, present, hotelRooms.map(({ hotelCode, fixture, roomsTotal }) => ({ hotelCode, roomTypeCode: fixture.code, roomsTotal })));
}

// A fixture hotel the database could not take (another hotel holds its nickname) sells nothing.
async function fixtureHotelsPresent(tx: Queryable): Promise<string[]> {
  const missingTerms = HOTELS.filter((hotel) => !HOTEL_BOOKING[hotel.code]).map((hotel) => hotel.code);
  if (missingTerms.length) throw new Error(`Fixture hotels without booking terms: ${missingTerms.join(', ')}`);
  const { rows } = await tx.query<{ code: string }>('select code from hotels where code = any($1::text[]) order by code', [HOTELS.map((hotel) => hotel.code)]);
  return rows.map((row) => row.code);
}

function roomTypeOf(code: string): RoomTypeFixture {
  const fixture = ROOM_TYPES[code];
  if (!fixture) throw new Error(`No room type fixture ${code}`);
  return fixture;
}

async function insertFeatureCodes(tx: Queryable) {
  await tx.query(
    `insert into room_feature_codes (category_code, code, description)
     select * from unnest($1::text[], $2::text[], $3::text[]) on conflict do nothing`,
    [ROOM_FEATURE_CODES.map((f) => f.categoryCode), ROOM_FEATURE_CODES.map((f) => f.code), ROOM_FEATURE_CODES.map((f) => f.description)],
  );
}

async function insertAwardChart(tx: Queryable) {
  const entries = Object.entries(AWARD_CHART).flatMap(([category, seasons]) =>
    (Object.entries(seasons) as [Season, number][]).map(([season, points]) => ({ category: Number(category), season, points })),
  );
  await tx.query(
    `insert into award_chart (award_category, season, points_per_night)
     select * from unnest($1::int[], $2::text[], $3::int[]) on conflict do nothing`,
    [entries.map((e) => e.category), entries.map((e) => e.season), entries.map((e) => e.points)],
  );
}

async function insertBookingTerms(tx: Queryable, hotelCodes: string[]) {
  const terms = hotelCodes.map((code) => ({ code, ...HOTEL_BOOKING[code]! }));
  await tx.query(
    `insert into hotel_booking_terms (hotel_code, award_category, tax_basis_points, fee_per_room_night_minor)
     select * from unnest($1::text[], $2::int[], $3::int[], $4::int[]) on conflict do nothing`,
    [terms.map((t) => t.code), terms.map((t) => t.awardCategory), terms.map((t) => t.taxBasisPoints), terms.map((t) => t.feePerRoomNightMinor)],
  );
}

async function insertRoomTypes(tx: Queryable, rooms: HotelRoom[]) {
  await tx.query(
    `insert into room_types (hotel_code, code, name, description, bedding, size_square_meters, max_occupancy, points_premium, sort_order, is_suite)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::int[], $10::boolean[])
     on conflict do nothing`,
    [
      rooms.map((r) => r.hotelCode),
      rooms.map((r) => r.fixture.code),
      rooms.map((r) => r.fixture.name),
      rooms.map((r) => r.fixture.description),
      rooms.map((r) => r.fixture.bedding),
      rooms.map((r) => r.fixture.sizeSquareMeters),
      rooms.map((r) => r.fixture.maxOccupancy),
      rooms.map((r) => r.fixture.pointsPremium),
      rooms.map((r) => r.sortOrder),
      rooms.map((r) => r.fixture.isSuite === true),
    ],
  );
}

// Only for a room type with no features at all, so features removed from one are not added back.
async function insertRoomFeatures(tx: Queryable, rooms: HotelRoom[]) {
  const features = rooms.flatMap((r) => r.fixture.features.map(([categoryCode, code], index) => ({ ...r, position: index + 1, categoryCode, code })));
  await tx.query(
    `insert into room_type_features (hotel_code, room_type_code, position, category_code, code)
     select f.* from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[]) as f (hotel_code, room_type_code, position, category_code, code)
      where not exists (select 1 from room_type_features x where x.hotel_code = f.hotel_code and x.room_type_code = f.room_type_code)`,
    [features.map((f) => f.hotelCode), features.map((f) => f.fixture.code), features.map((f) => f.position), features.map((f) => f.categoryCode), features.map((f) => f.code)],
  );
}

async function insertRoomPhotos(tx: Queryable, rooms: HotelRoom[]) {
  const photos = rooms.flatMap((r) => r.fixture.imageCaptions.map((caption, index) => ({ ...r, position: index + 1, caption })));
  await tx.query(
    `insert into room_type_images (hotel_code, room_type_code, position, path, caption)
     select p.* from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[]) as p (hotel_code, room_type_code, position, path, caption)
      where not exists (select 1 from room_type_images x where x.hotel_code = p.hotel_code and x.room_type_code = p.room_type_code)`,
    [
      photos.map((p) => p.hotelCode),
      photos.map((p) => p.fixture.code),
      photos.map((p) => p.position),
      photos.map((p) => roomPhotoPath(p.hotelCode, p.fixture.code, p.position)),
      photos.map((p) => p.caption),
    ],
  );
}

async function insertRatePlans(tx: Queryable, hotelCodes: string[]) {
  // One row per hotel and plan: a hotel may pay a plan by another method than the plan's own.
  const rows = hotelCodes.flatMap((hotelCode) =>
    RATE_PLANS.map((plan, index) => ({ hotelCode, plan, sortOrder: index + 1, method: HOTEL_BOOKING[hotelCode]?.paymentMethodCodes?.[plan.code] ?? plan.paymentMethodCode })),
  );
  await tx.query(
    `insert into rate_plans (hotel_code, code, name, mode, is_member_rate, is_prepaid_non_refundable, discount_basis_points,
       points_share_basis_points, free_cancellation_days, sort_order, payment_method_code)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::boolean[], $7::int[], $8::int[], $9::int[], $10::int[], $11::text[])
     on conflict do nothing`,
    [
      rows.map((row) => row.hotelCode),
      rows.map((row) => row.plan.code),
      rows.map((row) => row.plan.name),
      rows.map((row) => row.plan.mode),
      rows.map((row) => row.plan.isMemberRate),
      rows.map((row) => row.plan.isPrepaidNonRefundable),
      rows.map((row) => row.plan.discountBasisPoints),
      rows.map((row) => row.plan.pointsShareBasisPoints),
      rows.map((row) => row.plan.freeCancellationDays),
      rows.map((row) => row.sortOrder),
      rows.map((row) => row.method),
    ],
  );
}

// Every brand, for a hotel that takes none yet: one whose brands were changed keeps its change.
async function insertCardBrands(tx: Queryable, hotelCodes: string[]) {
  await tx.query(
    `insert into hotel_card_brands (hotel_code, brand)
     select h.code, b.brand from unnest($1::text[]) as h (code) cross join unnest($2::text[]) as b (brand)
      where not exists (select 1 from hotel_card_brands x where x.hotel_code = h.code)`,
    [hotelCodes, CARD_BRANDS.map((rule) => rule.brand)],
  );
}

// Only for a plan with no rules text at all, in any locale.
async function insertRatePlanRules(tx: Queryable, hotelCodes: string[]) {
  const lines = RATE_PLANS.flatMap((plan) =>
    Object.entries(plan.rules).flatMap(([locale, texts]) => texts.map((text, index) => ({ plan: plan.code, locale, position: index + 1, text }))),
  );
  await tx.query(
    `insert into rate_plan_rules (hotel_code, rate_plan_code, locale, position, text)
     select h.code, l.* from unnest($1::text[]) as h (code)
      cross join unnest($2::text[], $3::text[], $4::int[], $5::text[]) as l (rate_plan_code, locale, position, text)
      where exists (select 1 from rate_plans p where p.hotel_code = h.code and p.code = l.rate_plan_code)
        and not exists (select 1 from rate_plan_rules x where x.hotel_code = h.code and x.rate_plan_code = l.rate_plan_code)`,
    [hotelCodes, lines.map((l) => l.plan), lines.map((l) => l.locale), lines.map((l) => l.position), lines.map((l) => l.text)],
  );
}

// Once per member: a balance that has moved since (a redemption) is the member's own.
async function insertOpeningBalances(tx: Queryable, today: Date) {
  const balances = Object.entries(POINTS_BALANCES);
  await tx.query(
    `insert into member_points_entries (member_id, points, reason, created_at)
     select m.id, b.points, 'OPENING_BALANCE', $3 from unnest($1::text[], $2::int[]) as b (email, points)
       join members m on m.email = b.email
      where not exists (select 1 from member_points_entries e where e.member_id = m.id and e.reason = 'OPENING_BALANCE')`,
    [balances.map(([email]) => email), balances.map(([, points]) => points), today],
  );
}
