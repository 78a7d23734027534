/**
 * The `fetch` every app's API calls go through. In the browser it is the browser's own. While the server
 * renders a page, the same calls (relative paths included) are answered in-process by the server that
 * renders it, with the page request's cookies, so a page reads its data with no HTTP hop and exactly
 * the answers the browser would have had.
 */
type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

let scopedFetch: () => Fetch | undefined = () => undefined;

export function pageFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  return (scopedFetch() ?? fetch)(input, init);
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
