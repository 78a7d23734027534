import { useEffect, useRef, useState } from 'react';
import type { SignInSetupResponse } from '../../../shared/domain/auth-responses';
import { DEFAULT_PROMOTION_SETUP } from '../../../shared/domain/membership-promotion';

export type SignInSetupState = { status: 'loading' } | { status: 'ready'; setup: SignInSetupResponse };

const NOT_REMEMBERED: SignInSetupResponse = { rememberedUser: false, rememberedMember: null, sweepstakes: null, promotion: DEFAULT_PROMOTION_SETUP };

type Answer = { clientId: string | null; setup: SignInSetupResponse | null };

// A page rendered on the server has its answer, so the client that asks is no part of the first load.
const askSetup = (clientId: string | null) => import('../../../shared/auth/auth-client').then(({ getSignInSetup }) => getSignInSetup(clientId));

/**
 * The initial set-up call (spec 4, item 1): the form's inputs stay disabled until it answers. When it
 * fails the form still opens, for a visitor who is not remembered, rather than blocking sign-in. A page
 * rendered on the server brings the answer for its client id (`serverSetup`), which is not asked again.
 */
export function useSignInSetup(clientId: string | null, serverSetup: SignInSetupResponse | null = null): SignInSetupState {
  const [answer, setAnswer] = useState<Answer>(() => ({ clientId, setup: serverSetup }));
  const latest = useRef(answer);
  latest.current = answer;
  useEffect(() => {
    if (latest.current.clientId === clientId && latest.current.setup) return;
    let isCurrent = true;
    setAnswer({ clientId, setup: null });
    askSetup(clientId).then(
      (setup) => isCurrent && setAnswer({ clientId, setup }),
      () => isCurrent && setAnswer({ clientId, setup: NOT_REMEMBERED }),
    );
    return () => {
      isCurrent = false;
    };
  }, [clientId]);
  return answer.clientId === clientId && answer.setup ? { status: 'ready', setup: answer.setup } : { status: 'loading' };
}
