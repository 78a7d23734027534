import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useMessages } from '../../shared/i18n/messages-context';
import { pageTitleOf } from './page-titles';

/** Keeps the tab's title on the page shown, as the server's HTML had it for the first one. */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const { t } = useMessages();
  useEffect(() => {
    document.title = pageTitleOf(pathname, t);
  }, [pathname, t]);
}
