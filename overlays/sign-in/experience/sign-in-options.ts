import type { OverlayOptions } from '../../../bridge';
import { normalizeLocale } from '../../../shared/domain/locales';
import { overlayPaths } from '../../../shared/domain/paths';
import { pageLocale } from '../../../shared/ssr/overlay-page';
import { parseClientId, parseSignInVariant, type SignInVariant } from '../../../shared/domain/sign-in-variants';
import { sameSitePath } from '../../../shared/validation/safe-return-url';

/** The overlay's options, checked: what the page's query said, then whatever the host configured. */
export type SignInOptions = {
  locale: string;
  variant: SignInVariant;
  returnTo: string | null;
  redirectTo: string | null;
  clientId: string | null;
};

function defaultVariantFor(pathname: string): SignInVariant {
  // The rate list's member-rate tile: signing in is the whole point, so no guest path or promotion.
  if (pathname === overlayPaths.reservationSignInOnly.path || pathname === overlayPaths.memberRateSignIn.path) return 'signInOnly';
  if (pathname === overlayPaths.reservationSignIn.path) return 'reservation';
  return 'overlay';
}

/**
 * Options of a page opened by URL: `variant`, `locale`, `returnTo`, `clientId` from its query; without a
 * `locale`, the browser's language (as the server rendering the page read it from Accept-Language).
 */
export function optionsFromPage(pathname: string, query: URLSearchParams, allowedOrigins: readonly string[], browserLanguage: string | null): SignInOptions {
  return {
    locale: pageLocale(query, browserLanguage),
    variant: parseSignInVariant(query.get('variant'), defaultVariantFor(pathname)),
    returnTo: sameSitePath(query.get('returnTo'), allowedOrigins),
    redirectTo: null,
    clientId: parseClientId(query.get('clientId')),
  };
}

/** The host's `configure` wins over the query; anything malformed in it is dropped, not trusted. */
export function optionsFromHost(options: OverlayOptions, current: SignInOptions, allowedOrigins: readonly string[]): SignInOptions {
  return {
    locale: normalizeLocale(options.locale) ?? current.locale,
    variant: parseSignInVariant(options.variant, current.variant),
    returnTo: sameSitePath(options.returnTo, allowedOrigins) ?? current.returnTo,
    redirectTo: sameSitePath(options.redirectTo, allowedOrigins),
    clientId: parseClientId(options.clientId) ?? current.clientId,
  };
}
