import { formatMoney } from '../../shared/domain/format-money';
import { numberFormatOf } from '../../shared/domain/intl-formatters';
import { moneyOf } from '../../shared/domain/money';

/** An amount in minor units of `currency`, printed as the pages print it (Intl, the currency's decimals). */
export const moneyText = (minorUnits: number, currency: string, locale: string) => formatMoney(moneyOf(minorUnits, currency), locale);

/** A number of points with the locale's grouping: "45,000". */
export const pointsText = (points: number, locale: string) => numberFormatOf(locale, { maximumFractionDigits: 0 }).format(points);
