import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { apps, type AppName } from '../../apps';
import type { SearchCriteria } from '../../shared/booking/search-criteria';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { overlayRegistry, type OverlayName } from '../../shared/domain/overlay-registry';
import { hostPaths } from '../../shared/domain/paths';
import { CreateCartMutation } from '../../shared/graphql/operations/booking/cart';
import { UpdateCartGuestInfoMutation } from '../../shared/graphql/operations/guest-info/guest-info-form';
import { bookingBrowser, type BookingBrowser, type BookingOrigins } from './booking-journey';

/**
 * An app's first load as a browser pays it: every script of the app that a page fetches until the
 * network is quiet (the entry, its imports, the chunks it asks for as it starts: the page's words, a
 * part shown at once, what a framed overlay loads to talk to its host), each weighed gzip at level 9, as
 * the build and the server compress them. The host's home page opens the host; each overlay is opened
 * framed, on the host page that frames it, as a guest meets it.
 */
export type FirstLoad = { app: AppName; page: string; scripts: { url: string; gzipBytes: number }[]; gzipKb: number };

/** The stay of the booking overlays' cart: a king room's flexible rate (a guarantee, so the payment step asks for a card). */
const CART_CHOICE = { roomTypeCode: 'KNGD', ratePlanCode: 'FLEX' } as const;

const GUEST = {
  givenName: 'Rory',
  surname: 'Quinn',
  email: 'rory.quinn@example.com',
  phone: '2125550142',
  address: { line1: '350 Fifth Avenue', city: 'New York', stateProvinceCode: 'NY', countryCode: 'US', postalCode: '10118' },
};

type Opening = { origins: BookingOrigins; context: BrowserContext; stay: SearchCriteria };

async function createCart({ origins, context, stay }: Opening): Promise<{ cartId: string; revisionNumber: number; browser: BookingBrowser }> {
  const browser = bookingBrowser(origins);
  const cart = await browser.graphQl(CreateCartMutation, { input: { search: stay, ...CART_CHOICE, idempotencyKey: crypto.randomUUID() } });
  if (!cart.data) throw new Error(`createCart refused: ${JSON.stringify(cart.errors)}`);
  // The cart belongs to the cookies it was made with: the page's browser takes them over.
  await context.addCookies(browser.cookies().map(({ name, value }) => ({ name, value, url: origins.hostOrigin })));
  return { cartId: cart.data.createCart.id, revisionNumber: cart.data.createCart.revisionNumber, browser };
}

/** The host page that opens each app at once, made ready first when it needs a cart. */
const pageOpening: Record<AppName, (opening: Opening) => Promise<string>> = {
  host: async () => hostPaths.home.getHref(),
  'sign-in': async () => hostPaths.signIn.getHref(),
  'reservation-lookup': async () => hostPaths.lookupReservation.getHref(),
  'guest-info': async (opening) => bookingPaths.guestInfo.getHref((await createCart(opening)).cartId),
  // The booking page opens on its payment step once the cart has its guest and no card.
  payment: async (opening) => {
    const { cartId, revisionNumber, browser } = await createCart(opening);
    const guest = await browser.graphQl(UpdateCartGuestInfoMutation, {
      input: {
        cartId,
        revisionNumber,
        guest: GUEST,
        roomRequests: [],
        isBuyPointConsent: true,
        isLegalConsentAccepted: true,
        isPrivacyPolicyAccepted: true,
        isPrepayConsentAccepted: true,
      },
    });
    if (!guest.data) throw new Error(`updateCartGuestInfo refused: ${JSON.stringify(guest.errors)}`);
    return bookingPaths.guestInfo.getHref(cartId);
  },
};

/** Where an app's scripts come from: the host's own origin, or the overlay origin under the overlay's base. */
function appScriptPrefix(app: AppName, origins: BookingOrigins): string {
  return app === 'host' ? `${origins.hostOrigin}/` : `${origins.overlayOrigin}${apps[app].base}`;
}

/** The frame of any of the overlay's pages (overlay-registry.ts). */
function overlayFrame(app: OverlayName, origins: BookingOrigins): string {
  return Object.values(overlayRegistry[app].pages)
    .map((pagePath) => `iframe[src^="${origins.overlayOrigin}${pagePath}"]`)
    .join(', ');
}

/**
 * Follows every request of the page and its frames from now on; `quiet()` resolves once none has been
 * open for `quietMs`, as Playwright's networkidle counts it (which a page that has loaded no longer waits for).
 */
function followRequests(page: Page, quietMs = 500, timeoutMs = 30_000) {
  const open = new Set<Request>();
  let lastChange = performance.now();
  const started = (request: Request) => {
    open.add(request);
    lastChange = performance.now();
  };
  const ended = (request: Request) => {
    open.delete(request);
    lastChange = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet() {
      const deadline = performance.now() + timeoutMs;
      while (open.size > 0 || performance.now() - lastChange < quietMs) {
        if (performance.now() > deadline) throw new Error(`the page never went quiet: ${[...open].map((request) => request.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * Opens `app` in a fresh page of `context` (a context of its own, so nothing is cached) and weighs
 * every script of the app fetched until the network is quiet once the app has hydrated.
 */
export async function measureFirstLoad(app: AppName, opening: Opening): Promise<FirstLoad> {
  const href = await pageOpening[app](opening);
  const page = await opening.context.newPage();
  const prefix = appScriptPrefix(app, opening.origins);
  const requests = followRequests(page);
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().startsWith(prefix)) return;
    scripts.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  await page.goto(`${opening.origins.hostOrigin}${href}`, { waitUntil: 'networkidle' });
  // The overlay's frame comes once the host's page has rendered: its own start is waited for, then its quiet.
  const root = app === 'host' ? page.locator('#root[data-hydrated]') : page.frameLocator(overlayFrame(app, opening.origins)).locator('#root[data-hydrated]');
  await root.waitFor({ state: 'attached' });
  await requests.quiet();
  const weighed = await Promise.all([...scripts].map(async ([url, bytes]) => ({ url, gzipBytes: await bytes })));
  await page.close();
  return { app, page: href, scripts: weighed, gzipKb: Math.round(weighed.reduce((sum, script) => sum + script.gzipBytes, 0) / 100) / 10 };
}
