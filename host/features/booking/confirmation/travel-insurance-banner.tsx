import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { formatMoney } from '../../../../shared/format/format-money';
import { formatInstant } from '../../../../shared/time/format-instant';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { Alert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { factsClass } from '../../../../shared/ui/facts-list';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { colors, radii } from '../../../../shared/ui/theme';
import { useInsureTrip, type InsurancePolicy } from './insure-trip';
import { OfferLink } from './offer-link';
import type { OfferTarget } from './offer-target';
import { useTravelInsuranceOffer } from './use-travel-insurance-offer';

const bannerClass = css`
  padding: 1.25rem 1.5rem;
  margin-bottom: 1.5rem;
  border: 2px solid ${colors.brand};
  border-radius: ${radii.card};
  background: ${colors.surface};
  & > h2 {
    margin: 0 0 0.5rem;
    font-size: 1.375rem;
  }
  & > p {
    margin: 0 0 0.75rem;
  }
`;

export type TravelInsuranceBannerProps = {
  confirmationNumber: string;
  /** The hotel's IANA zone, in which the quote's expiry is written. */
  timeZone: string;
  /** Where the policy's terms are read, from the deep link; null when it gave no safe link. */
  termsTarget: OfferTarget | null;
  onInsured(policy: InsurancePolicy): void;
};

/**
 * Spec 4 travel-insurance banner, shown once the deep link arrives: the quote's premium and what it
 * covers, and **Insure my trip**, which orders the policy with the booking's card.
 */
export function TravelInsuranceBanner({ confirmationNumber, timeZone, termsTarget, onInsured }: TravelInsuranceBannerProps) {
  const headingId = useId();
  const { data: quote, error } = useTravelInsuranceOffer(confirmationNumber);
  const insure = useInsureTrip(confirmationNumber);
  const [isBusy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { t } = useMessages();
  const locale = useLocale();

  const body = () => {
    if (error) return <Alert tone="warning">{t('confirmation.insurance.banner.loadFailed')}</Alert>;
    if (quote === undefined) return <Skeleton label={t('confirmation.insurance.banner.loading')} lines={3} />;
    if (quote === null) return <p>{t('confirmation.insurance.banner.unavailable')}</p>;
    return (
      <>
        <p>{quote.summary}</p>
        <dl className={factsClass}>
          <dt>{t('confirmation.insurance.insurer')}</dt>
          <dd>{quote.provider}</dd>
          <dt>{t('confirmation.insurance.covers')}</dt>
          <dd>{formatMoney(quote.coveredTripCost, locale)}</dd>
          <dt>{t('confirmation.insurance.premium')}</dt>
          <dd>{formatMoney(quote.premium, locale)}</dd>
          <dt>{t('confirmation.insurance.banner.heldUntil')}</dt>
          <dd>{formatInstant(quote.expiresAt, locale, timeZone)}</dd>
        </dl>
        {termsTarget ? (
          <p>
            <OfferLink target={termsTarget}>{t('confirmation.insurance.banner.terms')}</OfferLink>
          </p>
        ) : null}
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <Button
          isBusy={isBusy}
          onClick={async () => {
            setBusy(true);
            setRefusal(null);
            const outcome = await insure(quote.id);
            setBusy(false);
            if (outcome.status === 'insured') onInsured(outcome.policy);
            else setRefusal(outcome.message);
          }}
        >
          {t('confirmation.insurance.banner.insure')}
        </Button>
      </>
    );
  };

  return (
    <section className={bannerClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('confirmation.insurance.banner.heading')}</h2>
      {body()}
    </section>
  );
}
