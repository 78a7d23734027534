/** Demo dates are relative to the day of seeding (ARCHITECTURE: demo fixtures), counted in whole UTC days. */
export const daysFrom = (today: Date, days: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));

/** A date as the ISO day a `date` column takes. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
