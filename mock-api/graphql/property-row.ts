import type { Queryable } from '../db/database';

/** One row of `hotels`, as the Property resolvers receive it. */
export type PropertyRow = {
  code: string;
  seoNickname: string;
  name: string;
  brandCode: string;
  addressLine1: string;
  addressLine2: string | null;
  addressLine3: string | null;
  city: string;
  stateProvinceCode: string | null;
  stateProvinceName: string | null;
  countryCode: string;
  countryName: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  phone: string;
  currency: string;
  stars: number;
  reviewCount: number;
  primaryImageUrl: string | null;
  description: string;
  /** HH:MM, 24-hour local time. */
  checkInTime: string;
  checkOutTime: string;
  roomCount: number;
  petPolicy: string;
  parking: string;
  /** The alternate logo; both null when the hotel has none. */
  alternateLogoSrc: string | null;
  alternateLogoAlt: string | null;
  /** IANA name of the hotel's zone, e.g. America/New_York. */
  timeZone: string;
};

const COLUMNS = `code, seo_nickname as "seoNickname", name, brand_code as "brandCode",
  address_line1 as "addressLine1", address_line2 as "addressLine2", address_line3 as "addressLine3", city,
  state_province_code as "stateProvinceCode", state_province_name as "stateProvinceName",
  country_code as "countryCode", country_name as "countryName", postal_code as "postalCode",
  latitude, longitude, phone, currency, stars::float8 as stars, review_count as "reviewCount",
  primary_image_url as "primaryImageUrl", description,
  to_char(check_in_time, 'HH24:MI') as "checkInTime", to_char(check_out_time, 'HH24:MI') as "checkOutTime",
  room_count as "roomCount", pet_policy as "petPolicy", parking,
  alternate_logo_src as "alternateLogoSrc", alternate_logo_alt as "alternateLogoAlt", time_zone as "timeZone"`;

export async function findPropertyByCode(db: Queryable, code: string): Promise<PropertyRow | null> {
  const { rows } = await db.query<PropertyRow>(`select ${COLUMNS} from hotels where code = $1`, [code.toUpperCase()]);
  return rows[0] ?? null;
}

export async function findPropertyBySeoNickname(db: Queryable, seoNickname: string): Promise<PropertyRow | null> {
  const { rows } = await db.query<PropertyRow>(`select ${COLUMNS} from hotels where seo_nickname = $1`, [
    seoNickname.toLowerCase(),
  ]);
  return rows[0] ?? null;
}

/** The hotels with the codes `codes` (upper case), by code. */
export async function findPropertiesByCodes(db: Queryable, codes: readonly string[]): Promise<Map<string, PropertyRow>> {
  const { rows } = await db.query<PropertyRow>(`select ${COLUMNS} from hotels where code = any($1::text[])`, [codes]);
  return new Map(rows.map((row) => [row.code, row]));
}

export async function listProperties(db: Queryable): Promise<PropertyRow[]> {
  const { rows } = await db.query<PropertyRow>(`select ${COLUMNS} from hotels order by name`);
  return rows;
}

export async function findPropertyPhotos(db: Queryable, code: string) {
  const { rows } = await db.query<{ url: string; caption: string }>(
    'select url, caption from hotel_photos where hotel_code = $1 order by position',
    [code],
  );
  return rows;
}
