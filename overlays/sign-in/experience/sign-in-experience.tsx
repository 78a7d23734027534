import { css } from '@linaria/core';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { OverlayEvent, SignInHostApi } from '../../../bridge';
import { useEscapeClosesHost } from '../../../bridge/react/use-escape-closes-host';
import { useHostBridge } from '../../../bridge/react/use-host-bridge';
import { clearRememberedUser } from '../../../shared/auth/auth-client';
import { isSignInDisabledFor } from '../../../shared/domain/locales';
import { signInFormMessages } from '../../../shared/domain/sign-in-form-messages';
import { loginModeFor, type SignInInput } from '../../../shared/validation/sign-in';
import { safeReturnPath } from '../../../shared/validation/safe-return-url';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { config } from '../config';
import { SignInForm, type SignInFormHandle, type SignInSubmitResult } from '../components/sign-in-form';
import type { BelowTheFormProps } from './below-the-form';
import { optionsFromHost, optionsFromPage } from './sign-in-options';
import { useSignInSetup } from './use-sign-in-setup';
import { featuresFor } from './variant-features';

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

/** Signed in with the enrollment-style form: its success banner shows before the member goes on. */
type EnrollmentSuccess = { firstName: string; continueTo: () => void };

/** Every variant of the sign-in form (spec 2.2), as an overlay page or opened on its own. */
export function SignInExperience({ location }: { location: Pick<Location, 'pathname' | 'search'> }) {
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const contentRef = useRef<HTMLElement>(null);
  const formRef = useRef<SignInFormHandle>(null);
  const [options, setOptions] = useState(() => optionsFromPage(location.pathname, query, siteOrigins));
  const [enrollmentSuccess, setEnrollmentSuccess] = useState<EnrollmentSuccess | null>(null);

  const setupState = useSignInSetup(options.clientId);
  const setup = setupState.status === 'ready' ? setupState.setup : null;
  const BelowTheForm = useBelowTheForm();
  const bridge = useHostBridge<SignInHostApi>({
    allowedHostOrigins: config.allowedHostOrigins,
    contentRef,
    onConfigure: (next) => setOptions((current) => optionsFromHost(next, current, siteOrigins)),
    onFocus: () => formRef.current?.focusLogin(),
    isReady: setup !== null && BelowTheForm !== null,
  });
  const host = bridge.status === 'connected' ? bridge.host : null;
  const features = featuresFor(options.variant, { locale: options.locale, isFramed: bridge.status !== 'standalone' });
  const remembered = setup?.rememberedMember ?? null;
  const isLocaleDisabled = isSignInDisabledFor(options.locale, config.signInDisabledLocales);
  const rules = { mode: loginModeFor(options.locale), isRemembered: remembered !== null };

  useEscapeClosesHost(host);

  // Fetch the submission code while the visitor types, so pressing "Sign in" does not wait for it.
  useEffect(() => void loadSignInSubmission(), []);

  const report = async (event: Extract<OverlayEvent, { name: 'signInSucceeded' | 'signInFailed' }>) => {
    if (host) void host.emit(event);
    else (await loadSignInSubmission()).pushLoginEvent({ pageURI: location.pathname, localeKey: options.locale, applicationName: 'sign-in' }, event);
  };

  const handleSubmit = async (values: Required<SignInInput>): Promise<SignInSubmitResult> => {
    const { attemptSignIn } = await loadSignInSubmission();
    const decision = await attemptSignIn({ values, options, features, rules, query, siteOrigins, hasHost: host !== null });
    if (decision.kind === 'errorPage') {
      // The error page reports the refusal it shows, once.
      void host?.navigate(decision.href);
      return undefined;
    }
    if (decision.kind === 'refused') {
      void report({ name: 'signInFailed', detail: { errorCode: decision.errorCode } });
      return decision.refusal;
    }
    const { customerDetails, nextStateURI, mfaOption } = decision.response;
    if (!mfaOption) void report({ name: 'signInSucceeded', detail: { memberTier: customerDetails.tier, rememberMe: values.rememberMe } });
    const continueTo = () => {
      if (host) {
        void host.signInSucceeded({ firstName: customerDetails.firstName, memberNumber: customerDetails.memberNumber, tier: customerDetails.tier, nextStateURI, mfaOption });
      } else {
        window.location.assign(hostHref(safeReturnPath(nextStateURI)));
      }
    };
    if (features.isEnrollmentStyle && !mfaOption) setEnrollmentSuccess({ firstName: customerDetails.firstName, continueTo });
    else continueTo();
    return undefined;
  };

  const handleClearRemembered = async () => {
    await clearRememberedUser();
    if (host) void host.reloadParent();
    else window.location.reload();
  };

  const guestHref = hostHref(options.returnTo ?? '/');
  const linkTarget = bridge.status === 'standalone' ? undefined : '_top';

  return (
    <main className={contentClass} ref={contentRef} aria-label={features.title} aria-busy={setup === null || undefined}>
      {features.isEnrollmentStyle && enrollmentSuccess ? (
        <Alert tone="success" heading={`You are signed in, ${enrollmentSuccess.firstName}`}>
          Your online account is active.
          <p>
            <Button onClick={enrollmentSuccess.continueTo}>Continue</Button>
          </p>
        </Alert>
      ) : null}
      {query.get('passwordChanged') === 'true' ? <Alert tone="success">{signInFormMessages.passwordUpdatedMsg}</Alert> : null}
      <h1 className={features.isTitleVisible ? titleClass : `${titleClass} visually-hidden`}>{features.title}</h1>
      {features.sectionDescription ? <p>{features.sectionDescription}</p> : null}
      {remembered && features.promotion === null ? <p>Welcome back, {remembered.name}.</p> : null}
      {isLocaleDisabled ? <Alert tone="warning">{signInFormMessages.localeDisabledMessage}</Alert> : null}
      {enrollmentSuccess ? null : (
        <SignInForm
          key={remembered?.memberNumber ?? 'visitor'}
          onSubmit={handleSubmit}
          rules={rules}
          rememberedLogin={remembered?.memberNumber ?? null}
          isDisabled={setup === null || isLocaleDisabled}
          showsRememberMe={features.showsRememberMe}
          handleRef={formRef}
        />
      )}
      {setup && BelowTheForm ? (
        <BelowTheForm
          features={features}
          setup={setup}
          clientId={options.clientId}
          hostHref={hostHref}
          guestHref={guestHref}
          linkTarget={linkTarget}
          onClearRemembered={handleClearRemembered}
          onContinueAsGuest={() => void host?.emit({ name: 'continueAsGuest', detail: {} })}
        />
      ) : null}
    </main>
  );
}

/**
 * The part under the form, loaded as its own chunk while the set-up call runs (the form waits for
 * that call anyway), so the first bytes a visitor downloads stay within the overlay's budget.
 */
function useBelowTheForm(): ComponentType<BelowTheFormProps> | null {
  const [component, setComponent] = useState<ComponentType<BelowTheFormProps> | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('./below-the-form').then((module) => isCurrent && setComponent(() => module.default));
    return () => {
      isCurrent = false;
    };
  }, []);
  return component;
}
