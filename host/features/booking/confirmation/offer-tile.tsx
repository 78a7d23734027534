import { css } from '@linaria/core';
import { useId } from 'react';
import { colors, radii } from '../../../../shared/ui/theme';
import { OfferLink } from './offer-link';
import { offerTarget } from './offer-target';
import type { ConfirmationOffer } from './use-confirmation-offers';

const tileClass = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  background: ${colors.surface};
  & > h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  & > p {
    margin: 0;
  }
  & > img {
    width: 100%;
    height: auto;
    max-height: 8rem;
    object-fit: contain;
  }
`;

/**
 * One offer from the database's content (spec 7 co-brand credit card, cross-sell, upsell; spec 4 the
 * insurance mini card): heading, body and a call to action. An offer whose address is neither a path
 * of this site nor an https page shows no link.
 */
export function OfferTile({ offer }: { offer: ConfirmationOffer }) {
  const headingId = useId();
  const target = offerTarget(offer.href);
  return (
    <article className={tileClass} aria-labelledby={headingId} data-kind={offer.kind}>
      {offer.imagePath?.startsWith('/images/') ? <img src={offer.imagePath} alt="" width={320} height={128} /> : null}
      <h3 id={headingId}>{offer.heading}</h3>
      <p>{offer.body}</p>
      {target ? <OfferLink target={target}>{offer.callToAction}</OfferLink> : null}
    </article>
  );
}
