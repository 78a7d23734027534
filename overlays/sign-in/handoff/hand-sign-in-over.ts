import { requestSignInHandoff } from '../../../shared/auth/auth-client';
import { HANDOFF_MESSAGE, type HandoffMessage } from './handoff-window';

/**
 * In Portico's own window, once the guest is signed in: mints the handoff for the partner page and posts
 * it to the overlay that opened this window, which is of this same origin (the target origin says so, so
 * no other window can read it), then closes. Rejects when the opener is gone or the server refused.
 */
export async function handSignInOver(forOrigin: string): Promise<void> {
  const opener = window.opener as Window | null;
  if (!opener) throw new Error('The overlay that opened this window is gone.');
  const { token } = await requestSignInHandoff(forOrigin);
  opener.postMessage({ type: HANDOFF_MESSAGE, token } satisfies HandoffMessage, window.location.origin);
  window.close();
}
