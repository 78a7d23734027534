import { css } from '@linaria/core';
import type { RatePriceFieldsFragment } from '../../../../shared/graphql/generated/graphql';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { colors } from '../../../../shared/ui/theme';
import { pointsText } from '../booking-texts';
import { shownCashPrice } from './shown-price';
import { useDisplayMoney } from '../../../components/currency/display-currency';

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
    </p>
  );
}
