import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocale } from '../../shared/i18n/messages-context';
import { pushDataLayer } from '../../shared/telemetry/data-layer';
import { viewportContext } from '../../shared/telemetry/page-load';

/**
 * The data layer's page-load call (spec 02 sections 7 and 9), once for each page shown: its address,
 * locale, and the viewport's breakpoint name and orientation as the page first met it.
 */
export function usePageLoadReport(): void {
  const { pathname } = useLocation();
  const locale = useLocale();
  useEffect(() => {
    void pushDataLayer({ pageURI: pathname, localeKey: locale, applicationName: 'host', ...viewportContext(window) });
  }, [pathname, locale]);
}
