import { showsWasPrice } from '../../../../shared/booking/was-price';
import type { MoneyFieldsFragment, RatePriceFieldsFragment } from '../../../../shared/graphql/generated/graphql';

type CashPrice = NonNullable<RatePriceFieldsFragment['cash']>;

/** What a rate card prints of a cash price: the average nightly price, with or without taxes, and the struck-through price when there is one. */
export type ShownCashPrice = { nightly: MoneyFieldsFragment; was: MoneyFieldsFragment | null };

/**
 * The nightly price the taxes toggle asks for, and the was-price beside it. The server gives a
 * was-price only when the saving is at least 3.3 % (spec 9); the same rule is checked here too, so a
 * was-price that saves nothing (or is in another currency) is never shown struck through.
 */
export function shownCashPrice(cash: CashPrice, withTaxes: boolean): ShownCashPrice {
  const nightly = withTaxes ? cash.averageNightlyWithTaxes : cash.averageNightly;
  const was = withTaxes ? cash.wasAverageNightlyWithTaxes : cash.wasAverageNightly;
  const isComparable = was !== null && was.currency === nightly.currency && was.valueDecimalPoint === nightly.valueDecimalPoint;
  return { nightly, was: isComparable && showsWasPrice(was.value, nightly.value) ? was : null };
}
