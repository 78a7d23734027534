import { getSignInSetup } from '../../../shared/auth/auth-client';
import type { SignInSetupResponse } from '../../../shared/domain/auth-responses';
import { parseClientId } from '../../../shared/domain/sign-in-variants';
import type { ServerOverlayPage } from '../../../shared/ssr/overlay-page';

/**
 * A sign-in page as the server rendered it: the set-up call answered in-process with the visitor's
 * cookies (remembered member, sweepstakes), so the form comes enabled in the HTML and the browser
 * does not ask again. `setup` is null when that call failed: the browser then asks, as without SSR.
 */
export type SignInServerPage = ServerOverlayPage & { setup: SignInSetupResponse | null };

export async function readSignInServerPage(url: URL, page: ServerOverlayPage): Promise<SignInServerPage> {
  const setup = await getSignInSetup(parseClientId(url.searchParams.get('clientId'))).catch(() => null);
  return { ...page, setup };
}
