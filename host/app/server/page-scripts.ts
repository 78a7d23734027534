import type { StaticHandlerContext } from 'react-router-dom';
import type { SupportedLocale } from '../../../shared/domain/locales';
import { FEATURE_MESSAGE_AREAS, HOST_MESSAGE_AREAS } from '../../services/host-messages';

/** What a page route's handle says of its code (host/app/routes.tsx). */
type PageHandle = { pageModules?: readonly string[]; speaksFeatureWords?: boolean };

/**
 * The source modules (as the host's build manifest keys them, relative to host/) the browser runs to
 * hydrate a page: its matched routes' chunks, and the catalogue chunks of its words in its locale.
 */
export function pageScriptModules(context: StaticHandlerContext, locale: SupportedLocale): string[] {
  const handles = context.matches.map(({ route }) => (route.handle ?? {}) as PageHandle);
  const areas = handles.some((handle) => handle.speaksFeatureWords) ? [...HOST_MESSAGE_AREAS, ...FEATURE_MESSAGE_AREAS] : HOST_MESSAGE_AREAS;
  return [...handles.flatMap((handle) => handle.pageModules ?? []), ...areas.map((area) => `../shared/i18n/compiled/${locale}/${area.name}.js`)];
}
