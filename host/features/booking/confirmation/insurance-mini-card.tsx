import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { raiseTravelInsuranceDeepLink } from '../../../services/page-events';
import { OfferTile } from './offer-tile';
import type { ConfirmationOffer } from './use-confirmation-offers';
import { useTravelInsuranceOffer } from './use-travel-insurance-offer';

const miniCardClass = css`
  max-width: 28rem;
  margin-bottom: 1.5rem;
`;

/**
 * Spec 4 travel-insurance mini card: the TRAVEL_INSURANCE offer of the content, shown until the banner
 * replaces it. Its loader asks for a quote for this booking; once one comes, it raises the deep-link
 * page event (once), which brings the banner, as an embedding page raising it would.
 */
export function InsuranceMiniCard({ offer, confirmationNumber }: { offer: ConfirmationOffer; confirmationNumber: string }) {
  const { data: quote } = useTravelInsuranceOffer(confirmationNumber);
  const hasRaised = useRef(false);
  useEffect(() => {
    if (!quote || hasRaised.current) return;
    hasRaised.current = true;
    raiseTravelInsuranceDeepLink({ href: offer.href });
  }, [quote, offer.href]);
  return (
    <div className={miniCardClass}>
      <OfferTile offer={offer} />
    </div>
  );
}
