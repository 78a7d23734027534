import { useEffect, useState } from 'react';
import { getSignInSetup } from '../../../shared/auth/auth-client';
import type { SignInSetupResponse } from '../../../shared/domain/auth-responses';

export type SignInSetupState = { status: 'loading' } | { status: 'ready'; setup: SignInSetupResponse };

const NOT_REMEMBERED: SignInSetupResponse = { rememberedUser: false, rememberedMember: null, sweepstakes: null };

/**
 * The initial set-up call (spec 4, item 1): the form's inputs stay disabled until it answers. When it
 * fails the form still opens, for a visitor who is not remembered, rather than blocking sign-in.
 */
export function useSignInSetup(clientId: string | null): SignInSetupState {
  const [state, setState] = useState<SignInSetupState>({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    setState({ status: 'loading' });
    getSignInSetup(clientId).then(
      (setup) => isCurrent && setState({ status: 'ready', setup }),
      () => isCurrent && setState({ status: 'ready', setup: NOT_REMEMBERED }),
    );
    return () => {
      isCurrent = false;
    };
  }, [clientId]);
  return state;
}
