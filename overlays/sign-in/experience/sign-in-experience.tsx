import { css } from '@linaria/core';
import { lazy, Suspense, use, useEffect, useMemo, useRef, useState } from 'react';
import type { OverlayEvent, SignInHostApi } from '../../../bridge';
import { useEscapeClosesHost } from '../../../bridge/react/use-escape-closes-host';
import { useHostBridge } from '../../../bridge/react/use-host-bridge';
import type { StartedHostConnection } from '../../../bridge/start-host-connection';
import type { SignInSuccessResponse } from '../../../shared/domain/auth-responses';
import { embedApiPaths } from '../../../shared/domain/embed-api';
import { isSignInDisabledFor } from '../../../shared/domain/locales';
import { loginModeFor, type SignInInput } from '../../../shared/validation/sign-in';
import { safeReturnPath } from '../../../shared/validation/safe-return-url';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { useFirstIntent } from '../../../shared/ui/use-first-intent';
import type { ReadablePromise } from '../../../shared/ssr/readable-promise';
import { config } from '../config';
import { SignInForm, type SignInFormHandle, type SignInSubmitResult } from '../components/sign-in-form';
import type { BelowTheFormProps } from './below-the-form';
import { belowTheFormChunk } from './below-the-form-chunk';
import type { SignInServerPage } from './sign-in-server-page';
import { optionsFromHost, optionsFromPage } from './sign-in-options';
import { useSignInSetup } from './use-sign-in-setup';
import { featuresFor } from './variant-features';
import { messagesFor } from '../../../shared/i18n/messages';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { useLoadedLocale } from '../../../shared/i18n/use-loaded-locale';
import type { CatalogueArea, MessageArea } from '../../../shared/i18n/message-types';
import { MESSAGE_AREAS } from '../sign-in-messages';

const contentClass = css`
  padding: 0.5rem 1.5rem 1rem;
`;

const titleClass = css`
  margin: 0.5rem 0 1rem;
  font-size: 1.5rem;
`;

const hostHref = (path: string) => `${config.hostOrigin}${path}`;
const siteOrigins = [config.hostOrigin];
const loadSignInSubmission = () => import('./sign-in-submission');
// Only an overlay that may be on a partner page, and Portico's own window for one, load these: chunks of their own.
const HandoffOffer = lazy(() => import('../handoff/handoff-offer'));
const loadHandoffWindowPart = () => import('../handoff/handoff-window-part');
const HandoffWindowPart = lazy(loadHandoffWindowPart);

/** Signed in with the enrollment-style form: its success banner shows before the member goes on. */
type EnrollmentSuccess = { firstName: string; continueTo: () => void };

export type SignInExperienceProps = {
  location: Pick<Location, 'pathname' | 'search'>;
  /** What the server rendered this page as; absent for a page the browser renders alone. */
  serverPage?: SignInServerPage | null;
  /** The handshake the entry started as the script ran (null: not framed); tests leave it to the hook. */
  hostConnection?: StartedHostConnection<SignInHostApi> | null;
};

/** Every variant of the sign-in form (spec 2.2), as an overlay page or opened on its own. */
export function SignInExperience({ location, serverPage = null, hostConnection }: SignInExperienceProps) {
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const contentRef = useRef<HTMLElement>(null);
  const formRef = useRef<SignInFormHandle>(null);
  const [options, setOptions] = useState(() => optionsFromPage(location.pathname, query, siteOrigins, serverPage ? serverPage.locale : navigator.language));
  const [enrollmentSuccess, setEnrollmentSuccess] = useState<EnrollmentSuccess | null>(null);
  // Portico's own window, opened by an overlay on a partner page: the sign-in goes back to that overlay.
  const isHandoffWindow = location.pathname === embedApiPaths.signInHandoffWindow;

  const setupState = useSignInSetup(options.clientId, serverPage?.setup);
  const setup = setupState.status === 'ready' ? setupState.setup : null;
  const isBelowTheFormLoaded = useIsSettled(belowTheFormChunk);
  // Server HTML has the part under the form already, so the whole form is there to be measured.
  const isBelowTheFormShown = serverPage !== null || isBelowTheFormLoaded;
  const bridge = useHostBridge<SignInHostApi>({
    allowedHostOrigins: config.allowedHostOrigins,
    contentRef,
    onConfigure: (next) => setOptions((current) => optionsFromHost(next, current, siteOrigins)),
    // A visitor already typing in the form (it was there before the script) keeps their place.
    onFocus: () => {
      if (!contentRef.current?.contains(document.activeElement)) formRef.current?.focusLogin();
    },
    isReady: setup !== null && isBelowTheFormShown,
    connection: hostConnection,
    isFramedOnServer: serverPage?.isFramed,
  });
  const host = bridge.status === 'connected' ? bridge.host : null;
  // A refusal's words join the areas once one is shown (sign-in-submission.ts).
  const [messageAreas, setMessageAreas] = useState<readonly CatalogueArea<MessageArea>[]>(MESSAGE_AREAS);
  const messagesLocale = useLoadedLocale(options.locale, messageAreas);
  const shownLocale = useRef(messagesLocale);
  shownLocale.current = messagesLocale;
  // useMessages() here would read the context above this component's own provider.
  const { t } = messagesFor(messagesLocale);
  const features = featuresFor(options.variant, { locale: options.locale, isFramed: bridge.status !== 'standalone', t });
  const remembered = setup?.rememberedMember ?? null;
  const isLocaleDisabled = isSignInDisabledFor(options.locale, config.signInDisabledLocales);
  const rules = { mode: loginModeFor(options.locale), isRemembered: remembered !== null };

  useEscapeClosesHost(host);
  // A page opened on its own shows this in its tab; the server's HTML carries index.html's English one.
  useEffect(() => {
    document.title = t('signIn.document.title');
  }, [t]);

  // Fetch the submission code while the visitor types, so pressing "Sign in" does not wait for it; one
  // who only looks (or closes the dialog) never fetches it.
  useFirstIntent(contentRef, () => void loadSignInSubmission());

  const report = async (event: Extract<OverlayEvent, { name: 'signInSucceeded' | 'signInFailed' }>) => {
    if (host) void host.emit(event);
    else (await loadSignInSubmission()).pushLoginEvent({ pageURI: location.pathname, localeKey: options.locale, applicationName: 'sign-in' }, event);
  };

  const handleSubmit = async (values: Required<SignInInput>): Promise<SignInSubmitResult> => {
    const { attemptSignIn, AREAS_WITH_REFUSALS, loadRefusalWords } = await loadSignInSubmission();
    const decision = await attemptSignIn({ values, options, features, rules, query, siteOrigins, hasHost: host !== null });
    if (decision.kind === 'errorPage') {
      // The error page reports the refusal it shows, once.
      void host?.navigate(decision.href);
      return undefined;
    }
    if (decision.kind === 'refused') {
      void report({ name: 'signInFailed', detail: { errorCode: decision.errorCode } });
      setMessageAreas(AREAS_WITH_REFUSALS);
      await loadRefusalWords(shownLocale.current);
      return decision.refusal;
    }
    const { customerDetails, nextStateURI, mfaOption } = decision.response;
    if (!mfaOption) void report({ name: 'signInSucceeded', detail: { memberTier: customerDetails.tier, rememberMe: values.rememberMe } });
    const continueTo = () => {
      if (host) {
        void host.signInSucceeded({ firstName: customerDetails.firstName, memberNumber: customerDetails.memberNumber, tier: customerDetails.tier, nextStateURI, mfaOption });
      } else if (isHandoffWindow) {
        void loadHandoffWindowPart().then((part) => part.handOver(location, mfaOption !== null));
      } else {
        window.location.assign(hostHref(safeReturnPath(nextStateURI)));
      }
    };
    if (features.isEnrollmentStyle && !mfaOption) setEnrollmentSuccess({ firstName: customerDetails.firstName, continueTo });
    else continueTo();
    return undefined;
  };

  // An overlay on a partner page signed in from Portico's window: as if the guest had used this form.
  const handleHandedOver = ({ customerDetails, nextStateURI }: SignInSuccessResponse) => {
    void report({ name: 'signInSucceeded', detail: { memberTier: customerDetails.tier, rememberMe: false } });
    void host?.signInSucceeded({ firstName: customerDetails.firstName, memberNumber: customerDetails.memberNumber, tier: customerDetails.tier, nextStateURI, mfaOption: null });
  };

  const handleClearRemembered = async () => {
    const { clearRememberedUser } = await import('../../../shared/auth/auth-client');
    await clearRememberedUser();
    if (host) void host.reloadParent();
    else window.location.reload();
  };

  const guestHref = hostHref(options.returnTo ?? '/');
  const linkTarget = bridge.status === 'standalone' ? undefined : '_top';

  return (
    <MessagesProvider locale={messagesLocale}>
      <main className={contentClass} ref={contentRef} aria-label={features.title} aria-busy={setup === null || undefined}>
        {features.isEnrollmentStyle && enrollmentSuccess ? (
          <Alert tone="success" heading={t('signIn.enrollmentSuccess.heading', { firstName: enrollmentSuccess.firstName })}>
            {t('signIn.enrollmentSuccess.body')}
            <p>
              <Button onClick={enrollmentSuccess.continueTo}>{t('signIn.enrollmentSuccess.continue')}</Button>
            </p>
          </Alert>
        ) : null}
        {query.get('passwordChanged') === 'true' ? <Alert tone="success">{t('signIn.notice.passwordUpdated')}</Alert> : null}
        {isHandoffWindow ? (
          <Suspense fallback={null}>
            <HandoffWindowPart location={location} />
          </Suspense>
        ) : null}
        <h1 className={features.isTitleVisible ? titleClass : `${titleClass} visually-hidden`}>{features.title}</h1>
        {features.sectionDescription ? <p>{features.sectionDescription}</p> : null}
        {remembered && features.promotion === null ? <p>{t('signIn.welcomeBack', { name: remembered.name })}</p> : null}
        {isLocaleDisabled ? <Alert tone="warning">{t('signIn.notice.localeDisabled')}</Alert> : null}
        {enrollmentSuccess ? null : (
          <SignInForm
            key={remembered?.memberNumber ?? 'visitor'}
            onSubmit={handleSubmit}
            rules={rules}
            rememberedLogin={remembered?.memberNumber ?? null}
            isDisabled={setup === null || isLocaleDisabled}
            // A framed form sends only once the host answered: its answer decides where a sign-in leads.
            canSubmit={bridge.status !== 'connecting'}
            showsRememberMe={features.showsRememberMe}
            handleRef={formRef}
          />
        )}
        {setup && isBelowTheFormShown ? (
          <Suspense fallback={null}>
            <BelowTheFormPart
              features={features}
              setup={setup}
              clientId={options.clientId}
              returnTo={options.returnTo}
              hostHref={hostHref}
              guestHref={guestHref}
              linkTarget={linkTarget}
              onClearRemembered={handleClearRemembered}
              onContinueAsGuest={() => void host?.emit({ name: 'continueAsGuest', detail: {} })}
            />
          </Suspense>
        ) : null}
        {host && config.partnerOrigins.length > 0 && !enrollmentSuccess ? (
          <Suspense fallback={null}>
            <HandoffOffer locale={options.locale} onSignedIn={handleHandedOver} />
          </Suspense>
        ) : null}
      </main>
    </MessagesProvider>
  );
}

/**
 * The part under the form. A page rendered on the server hydrates once its chunk is here (main.tsx
 * waits for it), so this reads it at once; rendered in the browser alone, it shows once the chunk is here.
 */
function BelowTheFormPart(props: BelowTheFormProps) {
  const BelowTheForm = use(belowTheFormChunk);
  return BelowTheForm ? <BelowTheForm {...props} /> : null;
}

/** Whether a chunk has arrived (or failed), so a page rendered in the browser shows that part only then. */
function useIsSettled(chunk: ReadablePromise<unknown>): boolean {
  const [isSettled, setSettled] = useState(() => chunk.status !== undefined);
  useEffect(() => {
    let isCurrent = true;
    void chunk.finally(() => isCurrent && setSettled(true));
    return () => {
      isCurrent = false;
    };
  }, [chunk]);
  return isSettled;
}
