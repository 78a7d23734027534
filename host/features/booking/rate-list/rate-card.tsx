import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import type { RatePriceFieldsFragment } from '../../../../shared/graphql/generated/graphql';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { textActionClass } from '../../../../shared/ui/text-action';
import { breakpoints, colors, radii } from '../../../../shared/ui/theme';
import { MemberPriceBadge, TranslationDisclaimerTile } from './member-rate-tiles';
import { RateCancellationLine } from './rate-cancellation';
import { RatePrice } from './rate-price';
import type { RateOffer } from './use-search-products';

// Phones stack the terms over the price and its Select; from tablets up the price stands at the card's
// end edge, so the prices of a room's rates line up one under the other.
const cardClass = css`
  display: grid;
  gap: 0.75rem 1.5rem;
  padding: 1rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  background: ${colors.surface};
  @media (min-width: ${breakpoints.tablet}px) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    padding: 1.25rem;
  }
  & h4 {
    margin: 0;
    font-size: 1.125rem;
    line-height: 1.3;
  }
`;

const termsClass = css`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: 0.375rem;
  min-width: 0;
`;

const sideClass = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: 0.5rem 1rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${colors.line};
  & > [data-badge] {
    grid-column: 1 / -1;
  }
  @media (min-width: ${breakpoints.tablet}px) {
    grid-template-columns: auto;
    justify-items: end;
    min-width: 11rem;
    max-width: 15rem;
    padding-top: 0;
    border-top: none;
    text-align: end;
    & > button {
      min-width: 9rem;
    }
  }
`;

const fullWidthClass = css`
  @media (min-width: ${breakpoints.tablet}px) {
    grid-column: 1 / -1;
  }
`;

/** What a rate card may do, and how it prints its terms, given by the rate list. */
export type RateCardActions = {
  withTaxes: boolean;
  /** The hotel's IANA zone: a free-cancellation deadline is an hour of its day. */
  timeZone: string;
  /** Some selection is being sent: every Select waits for it. */
  isSelecting: boolean;
  onSelect(ratePlanCode: string): void;
  onShowRateDetails(ratePlanCode: string): void;
  onSignIn(): void;
};

export type RateCardProps = { rate: RateOffer; roomName: string; isBusy: boolean; failure: string | null; actions: RateCardActions };

/**
 * One rate of a room (spec: rate card): its name, its cancellation terms in a line, the link to its
 * details, then its price with "Select", a member price marked once beside the price; a member rate a
 * visitor cannot see the price of shows the sign-in tile instead.
 */
export function RateCard({ rate, roomName, isBusy, failure, actions }: RateCardProps) {
  const { ratePlan, price, cancellationPolicy } = rate;
  const ref = useRef<HTMLElement>(null);
  // "Select" was disabled while sending, which drops focus: give it back so the guest can try again.
  useEffect(() => {
    if (failure && !ref.current?.contains(document.activeElement)) ref.current?.querySelector<HTMLButtonElement>('[data-select]')?.focus();
  }, [failure]);
  const { t } = useMessages();
  const label = t('rateList.rateCard.label', { rate: ratePlan.name, room: roomName });
  return (
    <article ref={ref} className={cardClass} aria-label={label}>
      <div className={termsClass}>
        <h4>{ratePlan.name}</h4>
        <RateCancellationLine policy={cancellationPolicy} timeZone={actions.timeZone} />
        <button type="button" className={textActionClass} aria-haspopup="dialog" onClick={() => actions.onShowRateDetails(ratePlan.code)}>
          {t('rateList.rateDetails.title')}
          <span className="visually-hidden">{t('rateList.rateCard.detailsFor', { label })}</span>
        </button>
      </div>
      {price ? (
        <PricedSide price={price} label={label} isMemberRate={ratePlan.isMemberRate} isBusy={isBusy} actions={actions} onSelect={() => actions.onSelect(ratePlan.code)} />
      ) : null}
      {!price && ratePlan.isMemberRate ? (
        <div className={fullWidthClass}>
          <TranslationDisclaimerTile onSignIn={actions.onSignIn} />
        </div>
      ) : null}
      {failure ? (
        <div className={fullWidthClass}>
          <ErrorAlert>{failure}</ErrorAlert>
        </div>
      ) : null}
    </article>
  );
}

type PricedSideProps = { price: RatePriceFieldsFragment; label: string; isMemberRate: boolean; isBusy: boolean; actions: RateCardActions; onSelect(): void };

function PricedSide({ price, label, isMemberRate, isBusy, actions, onSelect }: PricedSideProps) {
  const { t } = useMessages();
  return (
    <div className={sideClass}>
      {isMemberRate ? <MemberPriceBadge /> : null}
      <RatePrice price={price} withTaxes={actions.withTaxes} />
      <Button data-select isBusy={isBusy} disabled={actions.isSelecting && !isBusy} onClick={onSelect} aria-label={t('rateList.rateCard.selectLabel', { label })}>
        {t('rateList.rateCard.select')}
      </Button>
    </div>
  );
}
