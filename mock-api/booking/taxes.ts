import { shareOf } from './minor-units';

/** A hotel's taxes: a percentage of each night's cash price, plus a fee per room and night. */
export type TaxTerms = { taxBasisPoints: number; feePerRoomNightMinor: number };

/**
 * Taxes and fees of one night of one room whose cash price is `cash` (minor units). Rounded per night
 * and per room, half up, as a hotel's folio charges them night by night: a stay's taxes are the sum of
 * its nights', never a percentage of its total. A night paid wholly in points carries none (the award
 * includes them).
 */
export function nightlyTaxes(cash: number | null, terms: TaxTerms): number {
  if (cash === null) return 0;
  return shareOf(cash, terms.taxBasisPoints) + terms.feePerRoomNightMinor;
}
