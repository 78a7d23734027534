import { CARD_BRANDS, type CardBrand } from '../../../shared/validation/payment-card';
import type { Queryable } from '../../db/database';

/** The brands a hotel takes (hotel_card_brands), in the order the payment form lists brands. */
export async function acceptedCardBrandsOf(db: Queryable, hotelCode: string): Promise<CardBrand[]> {
  const { rows } = await db.query<{ brand: CardBrand }>('select brand from hotel_card_brands where hotel_code = $1', [hotelCode]);
  const taken = new Set(rows.map((row) => row.brand));
  return CARD_BRANDS.map((rule) => rule.brand).filter((brand) => taken.has(brand));
}
