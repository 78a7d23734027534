import { css } from '@linaria/core';
import { useId } from 'react';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { panelClass } from '../pre-booking/pre-booking-styles';
import { OfferTile } from './offer-tile';
import type { ConfirmationOffer } from './use-confirmation-offers';

const listClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Spec 2 confirmation: the co-branded credit card and the cross-sell and upsell offers, in the content's order. */
export function OfferTiles({ offers }: { offers: readonly ConfirmationOffer[] }) {
  const { t } = useMessages();
  const headingId = useId();
  const shown = offers.filter((offer) => offer.kind !== 'TRAVEL_INSURANCE');
  if (shown.length === 0) return null;
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('confirmation.offers.heading')}</h2>
      <ul className={listClass}>
        {shown.map((offer) => (
          <li key={offer.id}>
            <OfferTile offer={offer} />
          </li>
        ))}
      </ul>
    </section>
  );
}
