import { css } from '@linaria/core';
import type { SearchProductsByPropertyQuery } from '../../../../shared/graphql/generated/graphql';
import type { Messages } from '../../../../shared/i18n/messages';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { colors } from '../../../../shared/ui/theme';
import { formatInstant } from '../../../../shared/time/format-instant';

type RateCancellation = NonNullable<SearchProductsByPropertyQuery['searchProductsByProperty']>['rooms'][number]['rates'][number]['cancellationPolicy'];

const lineClass = css`
  display: flex;
  align-items: flex-start;
  gap: 0.375rem;
  margin: 0;
  font-size: 0.9375rem;
  color: ${colors.inkMuted};
  &[data-free='true'] {
    color: ${colors.success};
    font-weight: 600;
  }
  & > svg {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin-top: 0.125rem;
  }
`;

/**
 * A rate's cancellation terms in one line, as the card prints them: free until a deadline on the hotel's
 * clock, not free for these dates (the deadline has passed), or non-refundable. The rate details say
 * what cancelling later costs.
 */
export function rateCancellationText(policy: RateCancellation, { locale, timeZone }: { locale: string; timeZone: string }, t: Messages['t']): string {
  if (!policy.isRefundable) return t('rateList.rateCard.nonRefundable');
  if (policy.freeCancellationUntil === null) return t('rateList.rateCard.noFreeCancellation');
  return t('rateList.rateCard.freeCancellation', { until: formatInstant(policy.freeCancellationUntil, locale, timeZone) });
}

export function RateCancellationLine({ policy, timeZone }: { policy: RateCancellation; timeZone: string }) {
  const { t } = useMessages();
  const locale = useLocale();
  const isFree = policy.isRefundable && policy.freeCancellationUntil !== null;
  return (
    <p className={lineClass} data-free={isFree}>
      {isFree ? <CheckIcon /> : <InfoIcon />}
      <span>{rateCancellationText(policy, { locale, timeZone }, t)}</span>
    </p>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M6.25 10.25l2.5 2.5 5-5.25" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function InfoIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M10 9v5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      <circle cx="10" cy="6.25" r="1.1" fill="currentColor" />
    </svg>
  );
}
