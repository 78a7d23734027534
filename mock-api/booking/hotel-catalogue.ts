import type { Queryable } from '../db/database';
import type { CancellationTerms } from './cancellation-policy';
import type { RatePlanMode } from './rate-plan-mode';
import type { RatePlanPricing } from './rate-plan-price';
import type { TaxTerms } from './taxes';

export type Season = 'OFF_PEAK' | 'STANDARD' | 'PEAK';

/** A room type as stored, with its spec 9 features and photos in order. */
export type RoomTypeRecord = {
  code: string;
  name: string;
  description: string;
  bedding: string;
  sizeSquareMeters: number;
  maxOccupancy: number;
  pointsPremium: number;
  sortOrder: number;
  /** What a Suite Night Award upgrades a room to. */
  isSuite: boolean;
  features: { code: string; categoryCode: string; description: string }[];
  images: { path: string; caption: string }[];
};

export type RatePlanRecord = RatePlanPricing &
  CancellationTerms & {
    code: string;
    name: string;
    mode: RatePlanMode;
    isMemberRate: boolean;
    sortOrder: number;
  };

/** What a hotel sells and on what terms; its standard room is the first room type. */
export type HotelCatalogue = {
  hotelCode: string;
  currency: string;
  /** The hotel's IANA time zone: its days are the days stays begin and end on. */
  timeZone: string;
  roomTypes: RoomTypeRecord[];
  ratePlans: RatePlanRecord[];
  taxes: TaxTerms;
  /** Points a night of the standard room costs in each season. */
  awardPoints: Record<Season, number>;
};

/** A hotel's IANA time zone alone, for what needs its days but not what it sells. */
export async function hotelTimeZone(db: Queryable, hotelCode: string): Promise<string> {
  const { rows } = await db.query<{ timeZone: string }>('select time_zone as "timeZone" from hotels where code = $1', [hotelCode]);
  return rows[0]?.timeZone ?? 'UTC';
}

/**
 * A hotel's room types, rate plans, taxes and award chart in three queries; null when the hotel sells
 * nothing (no booking terms, or no room type).
 */
export async function loadHotelCatalogue(db: Queryable, hotelCode: string): Promise<HotelCatalogue | null> {
  const [terms, roomTypes, ratePlans] = await Promise.all([loadTerms(db, hotelCode), loadRoomTypes(db, hotelCode), loadRatePlans(db, hotelCode)]);
  if (!terms || roomTypes.length === 0) return null;
  return { hotelCode, currency: terms.currency, timeZone: terms.timeZone, roomTypes, ratePlans, taxes: terms.taxes, awardPoints: terms.awardPoints };
}

async function loadTerms(db: Queryable, hotelCode: string) {
  const { rows } = await db.query<{ currency: string; timeZone: string; taxBasisPoints: number; feePerRoomNightMinor: number; season: Season | null; points: number | null }>(
    `select h.currency, h.time_zone as "timeZone", t.tax_basis_points as "taxBasisPoints", t.fee_per_room_night_minor as "feePerRoomNightMinor",
            a.season, a.points_per_night as points
       from hotels h join hotel_booking_terms t on t.hotel_code = h.code
       left join award_chart a on a.award_category = t.award_category
      where h.code = $1`,
    [hotelCode],
  );
  const first = rows[0];
  if (!first) return null;
  const awardPoints = Object.fromEntries(rows.filter((row) => row.season !== null).map((row) => [row.season, row.points])) as Record<Season, number>;
  return { currency: first.currency.toUpperCase(), timeZone: first.timeZone, taxes: { taxBasisPoints: first.taxBasisPoints, feePerRoomNightMinor: first.feePerRoomNightMinor }, awardPoints };
}

async function loadRoomTypes(db: Queryable, hotelCode: string): Promise<RoomTypeRecord[]> {
  const { rows } = await db.query<RoomTypeRecord>(
    `select r.code, r.name, r.description, r.bedding, r.size_square_meters as "sizeSquareMeters", r.max_occupancy as "maxOccupancy",
            r.points_premium as "pointsPremium", r.sort_order as "sortOrder", r.is_suite as "isSuite",
            coalesce((select json_agg(json_build_object('code', f.code, 'categoryCode', f.category_code, 'description', c.description) order by f.position)
                        from room_type_features f join room_feature_codes c on c.category_code = f.category_code and c.code = f.code
                       where f.hotel_code = r.hotel_code and f.room_type_code = r.code), '[]') as features,
            coalesce((select json_agg(json_build_object('path', i.path, 'caption', i.caption) order by i.position)
                        from room_type_images i where i.hotel_code = r.hotel_code and i.room_type_code = r.code), '[]') as images
       from room_types r where r.hotel_code = $1 order by r.sort_order`,
    [hotelCode],
  );
  return rows;
}

async function loadRatePlans(db: Queryable, hotelCode: string): Promise<RatePlanRecord[]> {
  const { rows } = await db.query<RatePlanRecord>(
    `select code, name, mode, is_member_rate as "isMemberRate", is_prepaid_non_refundable as "isPrepaidNonRefundable",
            discount_basis_points as "discountBasisPoints", points_share_basis_points as "pointsShareBasisPoints",
            free_cancellation_days as "freeCancellationDays", sort_order as "sortOrder"
       from rate_plans where hotel_code = $1 order by sort_order`,
    [hotelCode],
  );
  return rows;
}

/** The room type that fits the most guests: the search refuses a party no room could hold. */
export const largestRoomHolds = (catalogue: HotelCatalogue) => Math.max(...catalogue.roomTypes.map((room) => room.maxOccupancy));

/** The hotel's standard room: the upgrade starts from it. */
export const standardRoomOf = (catalogue: HotelCatalogue) => catalogue.roomTypes[0]!;

/** Rules text of one rate plan: every line, locale by locale (spec 3, rules text). */
export async function loadRatePlanRules(db: Queryable, hotelCode: string, ratePlanCode: string) {
  const { rows } = await db.query<{ locale: string; text: string }>(
    'select locale, text from rate_plan_rules where hotel_code = $1 and rate_plan_code = $2 order by locale, position',
    [hotelCode, ratePlanCode],
  );
  return rows;
}
