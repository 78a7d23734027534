/**
 * The instant the apps take as "now": the browser's own clock in the browser; while a page is rendered
 * on the server, the server's clock, which the server hands its renderer once at start
 * (`PageRendererModule`). A server whose clock starts elsewhere (CLOCK_START) thus renders the same
 * "today" its API answers with, and the page the browser hydrates agrees with it.
 */
let serverClock: (() => Date) | null = null;

export function currentInstant(): Date {
  return serverClock ? serverClock() : new Date();
}

/** Server renderers only: the process's clock, for every page rendered from now on. */
export function renderPagesOnClock(clock: () => Date): void {
  serverClock = clock;
}
