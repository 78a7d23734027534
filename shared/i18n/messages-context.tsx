import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type SupportedLocale } from '../domain/locales';
import { messagesFor, type Messages } from './messages';

const LocaleContext = createContext<SupportedLocale>(DEFAULT_LOCALE);

/** The page's locale for everything below it; its areas must be loaded first (`loadAreas`). */
export function MessagesProvider({ locale, children }: { locale: SupportedLocale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The words of the page's locale: `const { t } = useMessages()`. */
export function useMessages(): Messages {
  return messagesFor(useContext(LocaleContext));
}

/** The page's locale, for Intl: dates, numbers and money printed as its visitors read them. */
export function useLocale(): SupportedLocale {
  return useContext(LocaleContext);
}
