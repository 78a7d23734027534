import { priceStepOf } from '../booking/minor-units';
import type { Queryable } from '../db/database';
import { HOTEL_BOOKING, SOLD_OUT_NIGHT } from './booking-fixtures';
import { HOTELS } from './fixtures';
import { daysFrom, isoDay } from './seeding-days';
import { ROOM_TYPES } from './room-type-fixtures';

/** Nights priced and stocked: from the day before seeding (today for guests behind UTC) for a year. */
export const SEEDED_NIGHTS = { firstDaysFromSeeding: -1, lastDaysFromSeeding: 364 } as const;

type Climate = 'NORTH' | 'SOUTH' | 'TROPICAL';

/** A room type a hotel sells and how many rooms of it there are. */
export type SeededRoom = { hotelCode: string; roomTypeCode: string; roomsTotal: number };

// Seasons follow the hotel's latitude: the northern summer and the southern summer peak at opposite
// ends of the year, and the tropics have a dry season (December to March) instead.
function climateOf(latitude: number): Climate {
  if (Math.abs(latitude) < 23.5) return 'TROPICAL';
  return latitude < 0 ? 'SOUTH' : 'NORTH';
}

/**
 * Nightly prices and inventory for every room type of `hotelCodes`, for each night from the last one
 * already there (or the first seeded night) to a year ahead, so nights roll forward at every start and
 * no existing row changes. Set-based (one statement per table over generate_series): about 32,000 rows
 * of each on a fresh database.
 *
 * Prices are deterministic: the hotel's base price times the room's factor, the season (off-peak
 * 85 %, standard 100 %, peak 120 %), the weekday (Friday and Saturday nights 110 %, Sunday 90 %) and a
 * small wobble of 0 to 4 % by date, so a calendar is not flat; quoted in the currency's price step.
 * Rooms sold follow a deterministic occupancy of 35 to 94 %, so a night never sells out by itself;
 * the one sold-out night is the fixture SOLD_OUT_NIGHT, set when that night is first seeded.
 */
export async function seedBookingNights(tx: Queryable, today: Date, hotelCodes: readonly string[], rooms: readonly SeededRoom[]): Promise<void> {
  const hotels = HOTELS.filter((hotel) => hotelCodes.includes(hotel.code));
  const first = isoDay(daysFrom(today, SEEDED_NIGHTS.firstDaysFromSeeding));
  const last = isoDay(daysFrom(today, SEEDED_NIGHTS.lastDaysFromSeeding));
  await tx.query(
    `with hotel as (
       select * from unnest($1::text[], $2::int[], $3::int[], $4::text[]) as h (code, base_minor, step, climate)
     ), room as (
       select * from unnest($5::text[], $6::text[], $7::int[]) as r (hotel_code, code, factor_bp)
     ), missing as (
       select r.hotel_code, r.code, r.factor_bp, h.base_minor, h.step, h.climate, t.sort_order, $8::date + n as night
         from room r
         join hotel h on h.code = r.hotel_code
         join room_types t on t.hotel_code = r.hotel_code and t.code = r.code
        cross join lateral (select max(p.night) as last from nightly_prices p where p.hotel_code = r.hotel_code and p.room_type_code = r.code) done
        cross join lateral generate_series(greatest(0, done.last + 1 - $8::date), $9::date - $8::date) as n
     ), seasoned as (
       select m.*, extract(month from m.night)::int as month, extract(day from m.night)::int as day,
              extract(isodow from m.night)::int as weekday, extract(doy from m.night)::int as day_of_year
         from missing m
     ), priced as (
       select s.*,
              case
                when s.climate = 'NORTH' and (s.month in (6, 7, 8) or (s.month = 12 and s.day >= 15)) then 'PEAK'
                when s.climate = 'NORTH' and s.month in (1, 2, 11) then 'OFF_PEAK'
                when s.climate = 'SOUTH' and s.month in (12, 1, 2) then 'PEAK'
                when s.climate = 'SOUTH' and s.month in (6, 7, 8) then 'OFF_PEAK'
                when s.climate = 'TROPICAL' and s.month in (12, 1, 2, 3) then 'PEAK'
                when s.climate = 'TROPICAL' and s.month in (6, 7, 8, 9) then 'OFF_PEAK'
                else 'STANDARD'
              end as season
         from seasoned s
     )
     insert into nightly_prices (hotel_code, room_type_code, night, flexible_price_minor, season)
     select p.hotel_code, p.code, p.night,
            greatest(p.step, round(p.base_minor::numeric * p.factor_bp
              * (case p.season when 'PEAK' then 12000 when 'OFF_PEAK' then 8500 else 10000 end)
              * (case when p.weekday in (5, 6) then 11000 when p.weekday = 7 then 9000 else 10000 end)
              * (10000 + ((p.day_of_year * 7 + p.sort_order * 3) % 5) * 100)
              / 1e16 / p.step) * p.step)::int,
            p.season
       from priced p`,
    [
      hotels.map((hotel) => hotel.code),
      hotels.map((hotel) => HOTEL_BOOKING[hotel.code]!.baseNightlyMinor),
      hotels.map((hotel) => priceStepOf(hotel.currency)),
      hotels.map((hotel) => climateOf(hotel.latitude)),
      rooms.map((room) => room.hotelCode),
      rooms.map((room) => room.roomTypeCode),
      rooms.map((room) => ROOM_TYPES[room.roomTypeCode]!.priceFactorBasisPoints),
      first,
      last,
    ],
  );
  await tx.query(
    `with room as (
       select * from unnest($1::text[], $2::text[], $3::int[]) as r (hotel_code, code, rooms_total)
     ), missing as (
       select r.hotel_code, r.code, r.rooms_total, t.sort_order, $4::date + n as night
         from room r
         join room_types t on t.hotel_code = r.hotel_code and t.code = r.code
        cross join lateral (select max(i.night) as last from room_inventory i where i.hotel_code = r.hotel_code and i.room_type_code = r.code) done
        cross join lateral generate_series(greatest(0, done.last + 1 - $4::date), $5::date - $4::date) as n
     )
     insert into room_inventory (hotel_code, room_type_code, night, rooms_total, rooms_sold)
     select m.hotel_code, m.code, m.night, m.rooms_total,
            case
              when m.hotel_code = $6 and m.night = $7::date then m.rooms_total
              else m.rooms_total * (3500 + ((extract(doy from m.night)::int * 13 + m.sort_order * 7 + ascii(m.hotel_code) + ascii(substr(m.hotel_code, 4))) % 50) * 100
                + case when extract(isodow from m.night) in (5, 6) then 1000 else 0 end) / 10000
            end
       from missing m`,
    [
      rooms.map((room) => room.hotelCode),
      rooms.map((room) => room.roomTypeCode),
      rooms.map((room) => room.roomsTotal),
      first,
      last,
      SOLD_OUT_NIGHT.hotelCode,
      isoDay(daysFrom(today, SOLD_OUT_NIGHT.daysFromSeeding)),
    ],
  );
}
