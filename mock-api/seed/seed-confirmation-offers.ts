import type { Queryable } from '../db/database';
import { CONFIRMATION_OFFERS } from './confirmation-offer-fixtures';

/**
 * Seeds the confirmation page's offers that are missing, by id: an offer someone edited keeps the edit
 * (a removed one comes back at the next start, as every fixture does), and a hotel's own offer waits
 * until its hotel exists.
 */
export async function seedConfirmationOffers(tx: Queryable): Promise<void> {
  for (const offer of CONFIRMATION_OFFERS) {
    await tx.query(
      `insert into confirmation_offers (id, kind, hotel_code, heading, body, call_to_action, href, image_path, sort_order)
       select $1, $2, $3, $4, $5, $6, $7, $8, $9
        where $3::text is null or exists (select 1 from hotels where code = $3)
       on conflict (id) do nothing`,
      [offer.id, offer.kind, offer.hotelCode, offer.heading, offer.body, offer.callToAction, offer.href, offer.imagePath, offer.sortOrder],
    );
  }
}
