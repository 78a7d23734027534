import { css } from '@linaria/core';
import type { RatePriceFieldsFragment } from '../../../../shared/graphql/generated/graphql';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { colors } from '../../../../shared/ui/theme';
import { pointsText } from '../booking-texts';
import { shownCashPrice } from './shown-price';
import { useDisplayMoney } from '../../../components/currency/display-currency';

const priceClass = css`
  display: grid;
  gap: 0.125rem;
  margin: 0;
  font-variant-numeric: tabular-nums;
  & > strong {
    font-size: 1.5rem;
    line-height: 1.2;
  }
  & > s {
    color: ${colors.inkMuted};
  }
  & > span {
    color: ${colors.inkMuted};
    font-size: 0.875rem;
  }
`;

/**
 * A rate's price as its card prints it: points per night for the points modes, then the average
 * nightly cash price without or with taxes, large, with the was-price struck through when there is
 * one; with taxes asked for, the whole stay's total with them under it.
 */
export function RatePrice({ price, withTaxes }: { price: RatePriceFieldsFragment; withTaxes: boolean }) {
  const { t } = useMessages();
  const displayMoney = useDisplayMoney();
  const cash = price.cash ? shownCashPrice(price.cash, withTaxes) : null;
  const points = price.points ? pointsText(price.points.perNight, t) : null;
  const money = cash ? displayMoney(cash.nightly) : null;
  return (
    <p className={priceClass}>
      {cash?.was ? (
        <s>
          <span className="visually-hidden">{t('rateList.price.was')}</span> {displayMoney(cash.was)}
        </s>
      ) : null}
      <strong>{[points, money].filter(Boolean).join(' + ')}</strong>
      <span>{cash ? t(withTaxes ? 'rateList.price.perNightWithTaxes' : 'rateList.price.perNightBeforeTaxes') : t('rateList.price.perNight')}</span>
      {withTaxes && price.cash ? <span>{t('rateList.price.stayTotal', { total: displayMoney(price.cash.total) })}</span> : null}
    </p>
  );
}
