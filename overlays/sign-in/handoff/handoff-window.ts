import { embedApiPaths } from '../../../shared/domain/embed-api';

/** What Portico's window posts to the overlay that opened it: the token, for that overlay to spend. */
export const HANDOFF_MESSAGE = 'portico:sign-in-handoff';
export type HandoffMessage = { type: typeof HANDOFF_MESSAGE; token: string };

/** The query parameter naming the partner page a Portico window signs in for. */
const FOR_PAGE = 'for';

/**
 * The partner page this window hands its sign-in to: the sign-in page at the handoff address, for a page
 * allowed to frame the overlays on another site. Anything else is an ordinary page. Framed, that page
 * hands nothing over: it has no opener, and the server mints nothing for a frame on a partner's page.
 */
export function handoffTarget(pathname: string, query: URLSearchParams, partnerOrigins: readonly string[]): string | null {
  if (pathname !== embedApiPaths.signInHandoffWindow) return null;
  const page = query.get(FOR_PAGE);
  return page !== null && partnerOrigins.includes(page) ? page : null;
}

/** The address of Portico's own sign-in window for the partner page `forOrigin`. */
export function handoffWindowHref(overlayOrigin: string, forOrigin: string, locale: string): string {
  return `${overlayOrigin}${embedApiPaths.signInHandoffWindow}?${new URLSearchParams({ [FOR_PAGE]: forOrigin, locale })}`;
}

export function isHandoffMessage(data: unknown): data is HandoffMessage {
  return typeof data === 'object' && data !== null && (data as HandoffMessage).type === HANDOFF_MESSAGE && typeof (data as HandoffMessage).token === 'string';
}
