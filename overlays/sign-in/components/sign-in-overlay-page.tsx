import { styled } from '@linaria/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OverlayOptions } from '../../../bridge';
import { useHostBridge } from '../../../bridge/react/use-host-bridge';
import { safeReturnPath } from '../../../shared/validation/safe-return-url';
import { config } from '../config';
import { SignInForm, type SignInFormHandle } from './sign-in-form';
import { submitSignIn } from './submit-sign-in';

const Content = styled.main`
  padding: 0.5rem 1.5rem 1rem;
`;

const Title = styled.h1`
  margin: 0.5rem 0 1rem;
  font-size: 1.5rem;
`;

/** The sign-in overlay: the form, connected to the host page that frames it. */
export function SignInOverlayPage({ searchParams }: { searchParams: URLSearchParams }) {
  const contentRef = useRef<HTMLElement>(null);
  const formRef = useRef<SignInFormHandle>(null);
  const [options, setOptions] = useState<OverlayOptions>(() => ({
    locale: navigator.language || 'en-US',
    variant: 'overlay',
    returnTo: safeReturnPath(searchParams.get('returnTo')),
    clientId: searchParams.get('clientId'),
  }));

  const bridge = useHostBridge({
    allowedHostOrigins: config.allowedHostOrigins,
    contentRef,
    onConfigure: (next) => setOptions({ ...next, returnTo: safeReturnPath(next.returnTo) }),
    onFocus: () => formRef.current?.focusLogin(),
  });
  const host = bridge.status === 'connected' ? bridge.host : null;

  // Escape pressed inside the frame never reaches the host's dialog, so pass it on. The call waits for
  // the key event to finish: closing the dialog moves focus out of this frame, and Chromium drops the
  // acknowledgement of a key event whose frame loses focus while handling it (automation then hangs).
  useEffect(() => {
    if (!host) return;
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setTimeout(() => void host.close(), 0);
    };
    document.addEventListener('keyup', onKeyUp);
    return () => document.removeEventListener('keyup', onKeyUp);
  }, [host]);

  const handleSubmit = useCallback(
    async (values: { login: string; password: string; rememberMe: boolean }) => {
      const outcome = await submitSignIn({ ...values, returnUrl: options.returnTo, locale: options.locale });
      if (outcome.status === 'refused') {
        void host?.emit({ name: 'signInFailed', detail: { errorCode: outcome.code } });
        return { message: outcome.message };
      }
      const { customerDetails, nextStateURI } = outcome.response;
      if (host) {
        void host.emit({ name: 'signInSucceeded', detail: { memberTier: customerDetails.tier, rememberMe: values.rememberMe } });
        void host.signInSucceeded({
          firstName: customerDetails.firstName,
          memberNumber: customerDetails.memberNumber,
          tier: customerDetails.tier,
          nextStateURI,
        });
      } else {
        // Opened as a page of its own: go on to the host site, as a full sign-in page would.
        window.location.assign(`${config.hostOrigin}${safeReturnPath(nextStateURI)}`);
      }
      return undefined;
    },
    [host, options],
  );

  return (
    <Content ref={contentRef} aria-label="Sign in to Portico Rewards">
      {/* The host's dialog shows its own title; the heading stays for screen readers inside the frame. */}
      <Title className={bridge.status === 'standalone' ? undefined : 'visually-hidden'}>Sign in to Portico Rewards</Title>
      <SignInForm onSubmit={handleSubmit} handleRef={formRef} />
    </Content>
  );
}
