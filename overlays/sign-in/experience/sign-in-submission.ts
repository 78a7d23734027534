/**
 * Everything that happens after "Sign in" is pressed. Loaded on its own, after the form has rendered
 * (see `loadSignInSubmission`), so the code a visitor needs to see the form stays small.
 */
import type { SignInSuccessResponse } from '../../../shared/domain/auth-responses';
import { messageArea as refusalsMessages } from '../../../shared/i18n/generated/areas/refusals';
import { loadAreas } from '../../../shared/i18n/messages';
import type { SupportedLocale } from '../../../shared/domain/locales';
import { MESSAGE_AREAS } from '../sign-in-messages';
import { resolveSignInError } from '../../../shared/domain/sign-in-errors';
import { signInRedirectTarget, tripIdOf } from '../../../shared/domain/sign-in-redirect';
import { pushDataLayer, type DataLayerContext, type DataLayerEvent } from '../../../shared/telemetry/data-layer';
import type { SignInInput, SignInRules } from '../../../shared/validation/sign-in';
import type { SignInRefusal } from '../components/sign-in-form';
import { submitSignIn } from '../components/submit-sign-in';
import { signInErrorPageHref } from './sign-in-error-page-href';
import type { SignInOptions } from './sign-in-options';
import type { SignInFeatures } from './variant-features';

export type SignInAttempt = {
  values: Required<SignInInput>;
  options: SignInOptions;
  features: SignInFeatures;
  rules: SignInRules;
  query: URLSearchParams;
  siteOrigins: readonly string[];
  /** Whether a host frames the form: only then can a refusal send the host page to the error page. */
  hasHost: boolean;
};

export type SignInDecision =
  | { kind: 'signedIn'; response: SignInSuccessResponse }
  | { kind: 'refused'; errorCode: string; refusal: SignInRefusal }
  | { kind: 'errorPage'; errorCode: string; href: string };

export async function attemptSignIn({ values, options, features, rules, query, siteOrigins, hasHost }: SignInAttempt): Promise<SignInDecision> {
  const tripId = tripIdOf(query.get('tripId'));
  const target = signInRedirectTarget({
    tripId,
    explicitRedirect: options.redirectTo,
    query,
    currentPath: options.returnTo ?? '/',
    allowedOrigins: siteOrigins,
  });
  const outcome = await submitSignIn({
    ...values,
    returnUrl: target,
    locale: options.locale,
    pageModuleName: features.pageModuleName,
    isEnrollmentStyle: features.isEnrollmentStyle,
    tripId,
  });
  if (outcome.status === 'signedIn') return { kind: 'signedIn', response: outcome.response };
  if (features.sendsErrorsToErrorPage && hasHost) {
    const href = signInErrorPageHref({ code: outcome.code, returnTo: target, clientId: options.clientId, isRemembered: rules.isRemembered });
    return { kind: 'errorPage', errorCode: outcome.code, href };
  }
  const refusal = resolveSignInError(outcome.code, { isCredentialsMode: rules.mode === 'credentials', isEnrollmentStyle: features.isEnrollmentStyle });
  return { kind: 'refused', errorCode: outcome.code, refusal };
}

/** A form opened on its own has no host to forward its events: it pushes them to the data layer itself. */
export function pushLoginEvent(context: DataLayerContext, event: DataLayerEvent) {
  void pushDataLayer(context, event);
}

/** The overlay's areas once a refusal is shown: a locale the host switches to then brings the refusal's words too. */
export const AREAS_WITH_REFUSALS = [...MESSAGE_AREAS, refusalsMessages];

/** Loads a refusal's words in `locale` (the one the page shows), before the refusal is shown. */
export function loadRefusalWords(locale: SupportedLocale): Promise<void> {
  return loadAreas(locale, [refusalsMessages]);
}
