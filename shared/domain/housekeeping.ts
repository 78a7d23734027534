/**
 * Housekeeping at check-in (spec 02 section 9): J8 is the guest's opt-out of daily housekeeping, J9 the
 * opt-in; a hotel runs plan A (serviced on opt-in) or plan B (serviced daily unless opted out). The
 * brands listed are not offered the choice online.
 */
export const HOUSEKEEPING_EXCLUDED_BRANDS: readonly string[] = ['ER', 'MV', 'RZ', 'EB', 'WH', 'LC', 'XR', 'JW', 'BG', 'RS', 'SN'];

export type HousekeepingPlan = 'A' | 'B';
export type HousekeepingCode = 'J8' | 'J9';

/** The one choice a plan offers: opting in where rooms are serviced on request, opting out where they are serviced daily. */
export const HOUSEKEEPING_CHOICE_OF_PLAN: Readonly<Record<HousekeepingPlan, HousekeepingCode>> = { A: 'J9', B: 'J8' };

export function isHousekeepingOffered(brandCode: string): boolean {
  return !HOUSEKEEPING_EXCLUDED_BRANDS.includes(brandCode.toUpperCase());
}

/** The arrival times offered (spec 5: hours from 00:00 to 23:00), as the reservation keeps them. */
export const ARRIVAL_TIMES: readonly string[] = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
