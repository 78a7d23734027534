import { css } from '@linaria/core';
import { useState } from 'react';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { InsuranceMiniCard } from './insurance-mini-card';
import { InsurancePolicyPanel } from './insurance-policy';
import type { InsurancePolicy } from './insure-trip';
import { TravelInsuranceBanner } from './travel-insurance-banner';
import type { ConfirmationOffer } from './use-confirmation-offers';
import { useTravelInsuranceDeepLink } from './use-travel-insurance-deep-link';

const statusClass = css`
  margin: 0 0 0.75rem;
  font-weight: 600;
  &:empty {
    margin: 0;
  }
`;

export type TravelInsuranceSlotProps = {
  confirmationNumber: string;
  /** The hotel's IANA zone, in which the quote's expiry is written. */
  timeZone: string;
  /** The policy the order has, if any. */
  policy: InsurancePolicy | null;
  /** The content's TRAVEL_INSURANCE offer, if the hotel has one. */
  offer: ConfirmationOffer | null;
};

/**
 * Travel insurance on the confirmation (spec 4): the booking's policy when it has one; otherwise the
 * mini card, which the banner replaces when the deep-link event arrives (from the mini card's own
 * quote, or from the embedding page).
 */
export function TravelInsuranceSlot({ confirmationNumber, timeZone, policy, offer }: TravelInsuranceSlotProps) {
  const { t } = useMessages();
  const deepLink = useTravelInsuranceDeepLink();
  const [ordered, setOrdered] = useState<InsurancePolicy | null>(null);
  const shownPolicy = ordered ?? policy;
  return (
    <>
      {/* Present before the policy comes, so screen readers announce the news when it does. */}
      <p role="status" className={statusClass}>
        {ordered ? t('confirmation.insurance.insured', { policyNumber: ordered.policyNumber }) : ''}
      </p>
      {shownPolicy ? (
        <InsurancePolicyPanel policy={shownPolicy} />
      ) : deepLink ? (
        <TravelInsuranceBanner confirmationNumber={confirmationNumber} timeZone={timeZone} termsTarget={deepLink.target} onInsured={setOrdered} />
      ) : offer ? (
        <InsuranceMiniCard offer={offer} confirmationNumber={confirmationNumber} />
      ) : null}
    </>
  );
}
