import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DEFAULT_LOCALE, supportedLocaleOf, textDirectionOf, type SupportedLocale } from '../domain/locales';
import type { CatalogueArea, MessageArea } from './message-types';
import { hasAreas, loadAreas } from './messages';

/**
 * The locale an overlay shows, following `wanted` (its address's, then the host's through the bridge's
 * configure call): a locale whose words are not in hand yet is loaded first, the page keeping its
 * current words meanwhile rather than showing none. The frame's document takes the locale's language
 * and direction, so an Arabic host gets a right-to-left overlay.
 */
export function useLoadedLocale(wanted: string, areas: readonly CatalogueArea<MessageArea>[]): SupportedLocale {
  const target = supportedLocaleOf(wanted) ?? DEFAULT_LOCALE;
  const [, setLoadedCount] = useState(0);
  const shown = useRef<SupportedLocale>(hasAreas(target, areas) ? target : DEFAULT_LOCALE);
  if (hasAreas(target, areas)) shown.current = target;

  useEffect(() => {
    if (hasAreas(target, areas)) return;
    let isCurrent = true;
    loadAreas(target, areas).then(
      () => isCurrent && setLoadedCount((count) => count + 1),
      // A locale whose words cannot load (the network dropped) leaves the page in the words it has.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [target, areas]);

  const locale = shown.current;
  // Set in the same commit as the words, before the browser paints: Arabic never shows a frame laid
  // out left to right.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = textDirectionOf(locale);
  }, [locale]);
  return locale;
}
