/**
 * The `fetch` every app's API calls go through. In the browser it is the browser's own. While the server
 * renders a page, the same calls (relative paths included) are answered in-process by the server that
 * renders it, with the page request's cookies, so a page reads its data with no HTTP hop and exactly
 * the answers the browser would have had.
 */
import { TOP_ORIGIN_HEADER } from '../domain/embed-api';
import { topOriginOfThisFrame } from '../embedding/top-origin-header';

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

let scopedFetch: () => Fetch | undefined = () => undefined;

export function pageFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const scoped = scopedFetch();
  return scoped ? scoped(input, init) : fetch(input, withTopOrigin(input, init));
}

/**
 * A call to this app's own origin from a framed page names the top-level page, so the server can scope the
 * cookies it sets to that page when it is another site's. Never on a call elsewhere, which it would preflight.
 */
function withTopOrigin(input: string | URL | Request, init: RequestInit | undefined): RequestInit | undefined {
  const topOrigin = topOriginOfThisFrame();
  if (topOrigin === null || !isOwnOrigin(input)) return init;
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  headers.set(TOP_ORIGIN_HEADER, topOrigin);
  return { ...init, headers };
}

function isOwnOrigin(input: string | URL | Request): boolean {
  const address = input instanceof Request ? input.url : input;
  return new URL(address, window.location.href).origin === window.location.origin;
}

/** Server only: where the fetch of the page being rendered is found (an AsyncLocalStorage, per request). */
export function answerPageFetchWith(resolve: () => Fetch | undefined): void {
  scopedFetch = resolve;
}

/**
 * The origin an app's API calls go to: its page's own. While the server renders, `pageFetch` answers a
 * call by its path alone, so the origin there only has to make a valid address.
 */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? 'http://server-render.invalid' : window.location.origin;
}
