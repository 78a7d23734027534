import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { exchangeRatesKey, getExchangeRates } from '../../../shared/content/exchange-rates-client';
import { convertMoney, isDisplayCurrency, type DisplayCurrency, type ExchangeRates } from '../../../shared/domain/exchange-rates';
import { formatMoney, type MoneyAmount } from '../../../shared/format/format-money';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';

/** Kept for the visitor's next pages and visits (spec 02's cached rk_currency), in this browser only. */
const STORAGE_KEY = 'portico.displayCurrency';

type DisplayCurrencyState = {
  /** The currency the guest chose to see prices in; null for each price's own. */
  chosen: DisplayCurrency | null;
  choose(currency: DisplayCurrency | null): void;
  rates: ExchangeRates | undefined;
  hasRatesFailed: boolean;
};

const DisplayCurrencyContext = createContext<DisplayCurrencyState>({ chosen: null, choose: () => undefined, rates: undefined, hasRatesFailed: false });

function readStoredChoice(): DisplayCurrency | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored && isDisplayCurrency(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The currency selector's choice for the prices below it. The server renders every price in its own
 * currency; the stored choice applies once hydrated, and the rates are read only when one is chosen.
 */
export function DisplayCurrencyProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<DisplayCurrency | null>(null);
  useEffect(() => setChosen(readStoredChoice()), []);
  const { data: rates, error } = useSWR(chosen ? exchangeRatesKey : null, getExchangeRates, { revalidateOnFocus: false });
  const choose = useCallback((currency: DisplayCurrency | null) => {
    setChosen(currency);
    try {
      if (currency) window.localStorage.setItem(STORAGE_KEY, currency);
      else window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // A browser that keeps nothing still shows the choice on this page.
    }
  }, []);
  const value = useMemo(() => ({ chosen, choose, rates, hasRatesFailed: error !== undefined }), [chosen, choose, rates, error]);
  return <DisplayCurrencyContext.Provider value={value}>{children}</DisplayCurrencyContext.Provider>;
}

export function useDisplayCurrency(): DisplayCurrencyState {
  return useContext(DisplayCurrencyContext);
}

/**
 * Prints a price in the chosen currency, marked as approximate, or in its own when nothing is chosen,
 * the rates have not come, or the currency has no rate: a guest is never shown a wrong amount as exact.
 */
export function useDisplayMoney(): (money: MoneyAmount) => string {
  const { chosen, rates } = useDisplayCurrency();
  const locale = useLocale();
  const { t } = useMessages();
  return useCallback(
    (money: MoneyAmount) => {
      const converted = chosen && rates ? convertMoney(money, chosen, rates) : null;
      if (!converted || converted === money) return formatMoney(money, locale);
      return t('currency.approximately', { amount: formatMoney(converted, locale) });
    },
    [chosen, rates, locale, t],
  );
}
