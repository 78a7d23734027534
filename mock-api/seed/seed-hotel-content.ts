import type { Queryable } from '../db/database';
import { HOTELS, type HotelFixture } from './fixtures';
import {
  alternateLogoOf,
  BRANDS,
  HOTEL_CONTENT,
  hotelContentEntries,
  type AlertFixture,
  type BrandFixture,
  type HotelContentFixture,
  type ReviewFixture,
} from './hotel-content-fixtures';
import { daysFrom, isoDay } from './seeding-days';

const DAY_MS = 86_400_000;

const firstOfMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));

/**
 * Gives the fixture hotels their content (brands, description and house rules, alternate logo, notices,
 * reviews, content entries), each part only where it is missing: a database seeded before this content
 * existed gains it on the next start, and one that has it (or has changed it) is left alone.
 */
export async function seedHotelContent(tx: Queryable, today: Date): Promise<void> {
  for (const brand of BRANDS) {
    await tx.query('insert into brands (code, wordmark, colour) values ($1, $2, $3) on conflict (code) do nothing', [
      brand.code,
      brand.wordmark,
      brand.colour,
    ]);
  }
  const { rows } = await tx.query<{ code: string }>('select code from hotels where code = any($1::text[])', [HOTELS.map((hotel) => hotel.code)]);
  const present = new Set(rows.map((row) => row.code));
  // A fixture hotel the database could not take (another hotel holds its nickname) gets no content.
  for (const hotel of HOTELS.filter((fixture) => present.has(fixture.code))) {
    const content = HOTEL_CONTENT[hotel.code];
    const brand = BRANDS.find((candidate) => candidate.code === hotel.brandCode);
    if (!content || !brand) throw new Error(`Fixture hotel ${hotel.code} has no content or no brand fixture`);
    await fillDetails(tx, hotel.code, content, brand);
    await insertAlerts(tx, hotel.code, content.alerts, today);
    await insertReviews(tx, hotel.code, content.reviews, today);
    await insertContentEntries(tx, hotel, brand);
  }
}

// A hotel whose description is still the migration's empty default has never had its content.
async function fillDetails(tx: Queryable, code: string, content: HotelContentFixture, brand: BrandFixture) {
  const logo = alternateLogoOf(brand);
  await tx.query(
    `update hotels set description = $2, check_in_time = $3, check_out_time = $4, room_count = $5, pet_policy = $6,
       parking = $7, alternate_logo_src = $8, alternate_logo_alt = $9
     where code = $1 and description = ''`,
    [code, content.description, content.checkInTime, content.checkOutTime, content.roomCount, content.petPolicy, content.parking, logo.src, logo.alt],
  );
}

// Only for a hotel with no notices at all, so notices that ended (or were removed) are not seeded again.
async function insertAlerts(tx: Queryable, code: string, alerts: AlertFixture[], today: Date) {
  if (alerts.length === 0) return;
  await tx.query(
    `insert into hotel_alerts (hotel_code, message, starts_on, ends_on)
     select $1, alert.message, alert.starts_on, alert.ends_on
       from unnest($2::text[], $3::date[], $4::date[]) with ordinality as alert (message, starts_on, ends_on, n)
      where not exists (select 1 from hotel_alerts where hotel_code = $1)
      order by alert.n`,
    [
      code,
      alerts.map((alert) => alert.message),
      alerts.map((alert) => isoDay(daysFrom(today, alert.startsDaysFromSeeding))),
      alerts.map((alert) => isoDay(daysFrom(today, alert.endsDaysFromSeeding))),
    ],
  );
}

// Only for a hotel with no reviews at all. The stay is the month a few days before the review was posted, so no review precedes its stay.
async function insertReviews(tx: Queryable, code: string, reviews: ReviewFixture[], today: Date) {
  const postedAt = reviews.map((review) => new Date(today.getTime() - review.postedDaysBeforeSeeding * DAY_MS));
  await tx.query(
    `insert into hotel_reviews (hotel_code, author, rating, title, text, stayed_on, created_at)
     select $1, review.author, review.rating, review.title, review.text, review.stayed_on, review.created_at
       from unnest($2::text[], $3::int[], $4::text[], $5::text[], $6::date[], $7::timestamptz[]) with ordinality
            as review (author, rating, title, text, stayed_on, created_at, n)
      where not exists (select 1 from hotel_reviews where hotel_code = $1)
      order by review.n`,
    [
      code,
      reviews.map((review) => review.author),
      reviews.map((review) => review.rating),
      reviews.map((review) => review.title),
      reviews.map((review) => review.text),
      postedAt.map((posted) => isoDay(firstOfMonth(new Date(posted.getTime() - 5 * DAY_MS)))),
      postedAt.map((posted) => posted.toISOString()),
    ],
  );
}

// One statement at a time, in fixture order: entries are listed in the order they were inserted.
async function insertContentEntries(tx: Queryable, hotel: HotelFixture, brand: BrandFixture) {
  for (const entry of hotelContentEntries(hotel, brand)) {
    await tx.query(
      `insert into content_entries (name, type, locale, taxonomies, images, link) values ($1, $2, $3, $4, $5, $6)
       on conflict (name, locale) do nothing`,
      [entry.name, entry.type, entry.locale, entry.taxonomies, JSON.stringify(entry.images), entry.link],
    );
  }
}
