import { type Page, type Route } from '@playwright/test';
import { waitForHydration } from './journeys';

/**
 * Opens `path` with the page's scripts held back, as on a slow phone: the server's page is there to
 * read, scroll and type into, nothing of React yet. The returned function lets the scripts through, so
 * the page hydrates over what the guest did meanwhile.
 */
export async function openBeforeScripts(page: Page, path: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let isReleased = false;
  await page.route('**/*.js', (route) => (isReleased ? route.continue() : void held.push(route)));
  // The load event waits for the held module scripts, so only the response is awaited.
  await page.goto(path, { waitUntil: 'commit' });
  return async () => {
    isReleased = true;
    await Promise.all(held.map((route) => route.continue()));
    await waitForHydration(page);
  };
}
