/**
 * Whole UTC days from the seeding instant: the nightly prices and inventory, notices and booking
 * instants still count this way (their spans have room to spare); a reservation's days count from its
 * hotel's own day (seed-reservations.ts, hotelDayFrom).
 */
export const daysFrom = (today: Date, days: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));

/** A date as the ISO day a `date` column takes. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
