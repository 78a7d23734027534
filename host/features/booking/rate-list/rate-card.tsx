import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import type { RatePriceFieldsFragment } from '../../../../shared/graphql/generated/graphql';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { textActionClass } from '../../../../shared/ui/text-action';
import { breakpoints, colors, radii } from '../../../../shared/ui/theme';
import { MemberRatesIcon, TranslationDisclaimerTile } from './member-rate-tiles';
import { RatePrice } from './rate-price';
import type { RateOffer } from './use-search-products';

const cardClass = css`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  @media (min-width: ${breakpoints.tablet}px) {
    grid-template-columns: 1fr auto;
    align-items: start;
  }
  & h4 {
    margin: 0 0 0.25rem;
    font-size: 1.0625rem;
  }
  & p {
    margin: 0;
  }
`;

const markClass = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  color: ${colors.success};
  font-weight: 600;
  & > svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const sideClass = css`
  display: grid;
  justify-items: end;
  gap: 0.5rem;
`;

/** What a rate card may do, given by the rate list. */
export type RateCardActions = {
  withTaxes: boolean;
  /** Some selection is being sent: every Select waits for it. */
  isSelecting: boolean;
  onSelect(ratePlanCode: string): void;
  onShowRateDetails(ratePlanCode: string): void;
  onSignIn(): void;
};

export type RateCardProps = { rate: RateOffer; roomName: string; isBusy: boolean; failure: string | null; actions: RateCardActions };

/**
 * One rate of a room (spec: rate card): its name, the member mark, the terms, the price and "Select";
 * a member rate a visitor cannot see the price of shows the sign-in tile instead.
 */
export function RateCard({ rate, roomName, isBusy, failure, actions }: RateCardProps) {
  const { ratePlan, price } = rate;
  const ref = useRef<HTMLElement>(null);
  // "Select" was disabled while sending, which drops focus: give it back so the guest can try again.
  useEffect(() => {
    if (failure && !ref.current?.contains(document.activeElement)) ref.current?.querySelector<HTMLButtonElement>('[data-select]')?.focus();
  }, [failure]);
  const { t } = useMessages();
  const label = t('rateList.rateCard.label', { rate: ratePlan.name, room: roomName });
  return (
    <article ref={ref} className={cardClass} aria-label={label}>
      <div>
        <h4>{ratePlan.name}</h4>
        {ratePlan.isMemberRate ? (
          <p className={markClass}>
            <MemberRatesIcon />
            {t('rateList.rateCard.memberRate')}
          </p>
        ) : null}
        {ratePlan.isPrepaidNonRefundable ? <p>{t('rateList.rateCard.prepaid')}</p> : null}
        <button type="button" className={textActionClass} aria-haspopup="dialog" onClick={() => actions.onShowRateDetails(ratePlan.code)}>
          {t('rateList.rateDetails.title')}
          <span className="visually-hidden">{t('rateList.rateCard.detailsFor', { label })}</span>
        </button>
      </div>
      {price ? <PricedSide price={price} label={label} isBusy={isBusy} actions={actions} onSelect={() => actions.onSelect(ratePlan.code)} /> : null}
      {!price && ratePlan.isMemberRate ? <TranslationDisclaimerTile onSignIn={actions.onSignIn} /> : null}
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
    </article>
  );
}

type PricedSideProps = { price: RatePriceFieldsFragment; label: string; isBusy: boolean; actions: RateCardActions; onSelect(): void };

function PricedSide({ price, label, isBusy, actions, onSelect }: PricedSideProps) {
  const { t } = useMessages();
  return (
    <div className={sideClass}>
      <RatePrice price={price} withTaxes={actions.withTaxes} />
      <Button data-select isBusy={isBusy} disabled={actions.isSelecting && !isBusy} onClick={onSelect} aria-label={t('rateList.rateCard.selectLabel', { label })}>
        {t('rateList.rateCard.select')}
      </Button>
    </div>
  );
}
