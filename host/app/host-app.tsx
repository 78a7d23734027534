import { useEffect, useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { SupportedLocale } from '../../shared/domain/locales';
import { MessagesProvider } from '../../shared/i18n/messages-context';
import { hydratedDataMiddleware, type PageDataEntries } from '../../shared/ssr/page-data';
import { SaveLinkTokenProvider } from '../hotel-header/heart/save-link-token';

type HostAppProps = {
  /** What the server read for this page (none for a page rendered in the browser alone). */
  pageData: PageDataEntries;
  /** The keys of `pageData` not to read again while hydrating. */
  hydratedKeys: Set<string>;
  /** The page's locale, whose host areas are loaded (`loadHostMessages`) before rendering. */
  locale: SupportedLocale;
  /** The server's token for links a heart makes before hydration (hotel-header/heart/save-link-token.tsx). */
  saveLinkToken: string | null;
  children: ReactNode;
};

/** What wraps every page, on the server and in the browser alike, so both render the same tree. */
export function HostApp({ pageData, hydratedKeys, locale, saveLinkToken, children }: HostAppProps) {
  const value = useMemo(() => ({ fallback: pageData, use: [hydratedDataMiddleware(hydratedKeys)] }), [pageData, hydratedKeys]);
  return (
    <MessagesProvider locale={locale}>
      <SWRConfig value={value}>
        <SaveLinkTokenProvider token={saveLinkToken}>{children}</SaveLinkTokenProvider>
        <AfterHydration keys={hydratedKeys} />
      </SWRConfig>
    </MessagesProvider>
  );
}

/**
 * Runs after every hook of the hydrated page has mounted (SWR revalidates in layout effects): lets later
 * mounts read again, and marks the page as working (its controls take clicks from now on).
 */
function AfterHydration({ keys }: { keys: Set<string> }) {
  useEffect(() => {
    keys.clear();
    document.getElementById('root')?.setAttribute('data-hydrated', '');
  }, [keys]);
  return null;
}
