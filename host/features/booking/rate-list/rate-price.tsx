import { css } from '@linaria/core';
import { formatMoney } from '../../../../shared/format/format-money';
import { formatPoints } from '../../../../shared/format/format-points';
import type { RatePriceFieldsFragment } from '../../../../shared/graphql/generated/graphql';
import { colors } from '../../../../shared/ui/theme';
import { config } from '../../../services/config';
import { shownCashPrice } from './shown-price';

const priceClass = css`
  margin: 0;
  text-align: right;
  & > strong {
    display: block;
    font-size: 1.25rem;
  }
  & > s {
    color: ${colors.inkMuted};
  }
  & > span {
    display: block;
    color: ${colors.inkMuted};
    font-size: 0.875rem;
  }
`;

/**
 * A rate's price as its card prints it: points per night for the points modes, then the average
 * nightly cash price without or with taxes, with the was-price struck through when there is one.
 */
export function RatePrice({ price, withTaxes }: { price: RatePriceFieldsFragment; withTaxes: boolean }) {
  const cash = price.cash ? shownCashPrice(price.cash, withTaxes) : null;
  const points = price.points ? formatPoints(price.points.perNight, config.locale) : null;
  const money = cash ? formatMoney(cash.nightly, config.locale) : null;
  return (
    <p className={priceClass}>
      {cash?.was ? (
        <s>
          <span className="visually-hidden">Was</span> {formatMoney(cash.was, config.locale)}
        </s>
      ) : null}
      <strong>{[points, money].filter(Boolean).join(' + ')}</strong>
      <span>{cash ? (withTaxes ? 'per night, average, with taxes and fees' : 'per night, average, before taxes') : 'per night'}</span>
    </p>
  );
}
