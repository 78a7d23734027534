import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { mutate } from 'swr';
import type { SignInSucceededDetail } from '../../../bridge';
import { userDetailsKey } from '../../../shared/auth/auth-client';
import { normalizeLocale } from '../../../shared/domain/locales';
import { signInRedirectTarget } from '../../../shared/domain/sign-in-redirect';
import { useLocale } from '../../../shared/i18n/messages-context';
import { parseClientId } from '../../../shared/domain/sign-in-variants';
import { sameSitePath } from '../../../shared/validation/safe-return-url';
import { config } from '../../services/config';

/**
 * What a sign-in page of the host reads from its query (spec 2.1: returnTo, redirect_uri, clientId,
 * plus locale and tripId), and where it goes once the member is signed in.
 */
export function useSignInPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const pageLocale = useLocale();
  // The sign-in page itself is never the way back: without a target the member goes home.
  const target = signInRedirectTarget({ query, currentPath: '/', allowedOrigins: [config.hostOrigin] });

  const onSignedIn = useCallback(
    async (detail: SignInSucceededDetail) => {
      // Read the signed-in state before leaving, so the next page never acts on the signed-out one.
      await mutate(userDetailsKey);
      navigate(sameSitePath(detail.nextStateURI) ?? target);
    },
    [navigate, target],
  );

  return {
    query,
    returnTo: target,
    clientId: parseClientId(query.get('clientId')),
    locale: normalizeLocale(query.get('locale')) ?? pageLocale,
    tripId: query.get('tripId'),
    onSignedIn,
  };
}
