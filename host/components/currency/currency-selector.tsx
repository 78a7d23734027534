import { css } from '@linaria/core';
import { useId, useMemo } from 'react';
import { DISPLAY_CURRENCIES, isDisplayCurrency } from '../../../shared/domain/exchange-rates';
import { formatCalendarDate } from '../../../shared/format/format-stay-dates';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';
import { intlLocaleOf } from '../../../shared/domain/locales';
import { fieldControlClass } from '../../../shared/ui/field-styles';
import { useIsHydrated } from '../../../shared/ssr/use-is-hydrated';
import { useDisplayCurrency } from './display-currency';

const selectorClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin: 0 0 1rem;
  /* A select is as wide as its longest currency name, wider than the narrowest phones. */
  & > select {
    max-width: 100%;
  }
  & > p {
    flex-basis: 100%;
    margin: 0;
    font-size: 0.875rem;
  }
`;

/**
 * The currency selector (spec 02 section 2): shows the prices below in another currency, at the content
 * service's rates, and says they are approximate and what the guest will pay in.
 */
export function CurrencySelector({ payCurrency }: { payCurrency: string }) {
  const id = useId();
  const { t } = useMessages();
  const locale = useLocale();
  const { chosen, choose, rates, hasRatesFailed } = useDisplayCurrency();
  const names = useMemo(() => new Intl.DisplayNames([intlLocaleOf(locale)], { type: 'currency' }), [locale]);
  const isConverting = chosen !== null && chosen !== payCurrency;
  // The note exists once the rates have come or failed; the select is described by it only then.
  const noteId = `${id}-note`;
  const hasNote = isConverting && (rates !== undefined || hasRatesFailed);
  // Currency names come from the ICU at hand, and the server's and the browser's may word one
  // differently: the other currencies join the list once hydrated, so hydration compares like with like.
  const isHydrated = useIsHydrated();
  const others = isHydrated ? DISPLAY_CURRENCIES.filter((currency) => currency !== payCurrency) : [];
  return (
    <div className={selectorClass}>
      <label htmlFor={id}>{t('currency.label')}</label>
      <select
        id={id}
        className={fieldControlClass}
        value={chosen ?? ''}
        aria-describedby={hasNote ? noteId : undefined}
        onChange={(event) => choose(isDisplayCurrency(event.target.value) ? event.target.value : null)}
      >
        <option value="">{t('currency.own', { currency: payCurrency })}</option>
        {others.map((currency) => (
          <option key={currency} value={currency}>
            {`${names.of(currency) ?? currency} (${currency})`}
          </option>
        ))}
      </select>
      {isConverting && rates ? (
        <p id={noteId}>{t('currency.note', { currency: chosen, date: formatCalendarDate(rates.asOf, locale), payCurrency })}</p>
      ) : null}
      {isConverting && !rates && hasRatesFailed ? (
        <p id={noteId} role="alert">
          {t('currency.unavailable', { payCurrency })}
        </p>
      ) : null}
    </div>
  );
}
