import { useEffect, useRef, useState } from 'react';
import { redeemSignInHandoff } from '../../../shared/auth/auth-client';
import type { SignInSuccessResponse } from '../../../shared/domain/auth-responses';
import { config } from '../config';
import { handoffWindowHref, isHandoffMessage } from './handoff-window';

export type HandoffState = 'idle' | 'waiting' | 'blocked' | 'failed';

/** Size of Portico's window: a phone-sized column, enough for the sign-in form. */
const WINDOW_FEATURES = 'popup,width=480,height=720';

/**
 * In an overlay framed on a partner page: opens Portico's own window for that page, waits for the token
 * it posts back (only from that window, of this origin), and spends it, which signs this overlay's site in.
 */
export function useSignInHandoff(partnerPage: string, locale: string, onSignedIn: (response: SignInSuccessResponse) => void) {
  const [state, setState] = useState<HandoffState>('idle');
  const portico = useRef<Window | null>(null);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source === null || event.source !== portico.current || !isHandoffMessage(event.data)) return;
      portico.current = null;
      redeemSignInHandoff(event.data.token).then(
        (response) => signedIn.current(response),
        () => setState('failed'),
      );
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, []);

  const open = () => {
    portico.current = window.open(handoffWindowHref(config.overlayOrigin, partnerPage, locale), 'portico-sign-in', WINDOW_FEATURES);
    setState(portico.current ? 'waiting' : 'blocked');
  };

  return { state, open };
}
