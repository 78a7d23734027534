import { css } from '@linaria/core';
import { formatMoney } from '../../../../shared/format/format-money';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { colors } from '../../../../shared/ui/theme';
import { pointsText } from '../booking-texts';
import type { Cart } from '../pre-booking/use-cart';

const totalClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  margin: 1rem 0;
  padding-top: 1rem;
  border-top: 1px solid ${colors.line};
  & > span {
    color: ${colors.inkMuted};
  }
  & > strong {
    font-size: 1.5rem;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * What pressing Book now commits to, said by the button: the stay's total with taxes and fees (its
 * points and cash for a points rate). The summary at the top breaks it down night by night.
 */
export function BookNowTotal({ price }: { price: Cart['price'] }) {
  const { t } = useMessages();
  const locale = useLocale();
  const parts = [price.points ? pointsText(price.points.total, t) : null, price.cash ? formatMoney(price.cash.total, locale) : null].filter(Boolean);
  return (
    <p className={totalClass}>
      <span>{t('reviewDetails.bookNow.total')}</span>
      <strong>{parts.join(' + ')}</strong>
    </p>
  );
}
