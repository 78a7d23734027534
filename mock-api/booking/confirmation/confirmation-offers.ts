import { createGraphQLError } from 'graphql-yoga';
import { PROPERTY_CODE_PATTERN } from '../../../shared/domain/saved-properties';
import type { Queryable } from '../../db/database';
import type { ConfirmationOffer, ConfirmationOfferKind } from '../../graphql/generated/resolvers-types';

type OfferRow = Omit<ConfirmationOffer, 'kind'> & { kind: `${ConfirmationOfferKind}` };

/**
 * Spec 7 co-brand credit card, cross-sell and upsell, and spec 4's travel-insurance mini card: the
 * confirmation page's offers for a hotel, read from `confirmation_offers` (content edited in the
 * database, never in code). A hotel's own offer of a kind replaces the chain's offers of that kind.
 */
export async function confirmationOffers(db: Queryable, propertyId: string): Promise<ConfirmationOffer[]> {
  if (!PROPERTY_CODE_PATTERN.test(propertyId)) {
    throw createGraphQLError('A property id is a five-character property code such as NYCTS.', { extensions: { code: 'BAD_USER_INPUT', field: 'propertyId' } });
  }
  const { rows } = await db.query<OfferRow>(
    `select o.id, o.kind, o.heading, o.body, o.call_to_action as "callToAction", o.href, o.image_path as "imagePath"
       from confirmation_offers o
      where o.hotel_code = $1
         or (o.hotel_code is null and not exists (select 1 from confirmation_offers own where own.hotel_code = $1 and own.kind = o.kind))
      order by o.sort_order, o.id`,
    [propertyId.toUpperCase()],
  );
  return rows as ConfirmationOffer[];
}
