import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { report } from './support/results';
import { startPortico } from './support/start-portico';
import { bookingPaths } from '../shared/domain/booking-paths';
import { CreateCartMutation } from '../shared/graphql/operations/booking/cart';
import { bookingBrowser, bookNow, prepareBooking, type BookingOrigins } from '../tests/support/booking-journey';

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
const stayFrom = (ahead: number, numAdultsPerRoom: number) => ({ propertyId: 'NYCTS', checkInDate: day(ahead), checkOutDate: day(ahead + 2), numRooms: 1, numAdultsPerRoom, numChildrenPerRoom: 0, rewardsRedemption: false });

/** Two nights at NYCTS three weeks ahead, two adults: a rate list with every room type. */
const rateListAddress = () => bookingPaths.rateList.getHref(stayFrom(21, 2));

/** A page of a visitor's booking and the cookie of the browser that made it (its booking session). */
type BookingPage = { url: string; cookie: string };
const cookieOf = (browser: ReturnType<typeof bookingBrowser>) => browser.cookies().map(({ name, value }) => `${name}=${value}`).join('; ');

/** The guest-information page of a fresh cart, as a visitor reaches it from the rate list. */
async function guestInfoPage(origins: BookingOrigins): Promise<BookingPage> {
  const browser = bookingBrowser(origins);
  const cart = await browser.graphQl(CreateCartMutation, { input: { search: stayFrom(30, 1), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: crypto.randomUUID().replaceAll('-', '') } });
  if (!cart.data) throw new Error(`the bench cart was refused: ${JSON.stringify(cart.errors)}`);
  return { url: `${origins.hostOrigin}${bookingPaths.guestInfo.getHref(cart.data.createCart.id)}`, cookie: cookieOf(browser) };
}

/** The confirmation page of an order booked and paid by the same visitor's browser. */
async function confirmationPage(origins: BookingOrigins): Promise<BookingPage> {
  const browser = bookingBrowser(origins);
  const booked = await bookNow(browser, await prepareBooking(browser, stayFrom(31, 1), { roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' }));
  if (booked.code) throw new Error(`the bench order was refused: ${booked.code}`);
  return { url: `${origins.hostOrigin}${bookingPaths.confirmation.getHref(booked.confirmationNumbers[0]!)}`, cookie: cookieOf(browser) };
}

/** Lighthouse's performance score moves between runs on a shared machine: the median run of three is the figure. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const medianBy = <T>(items: T[], value: (item: T) => number) => [...items].sort((a, b) => value(a) - value(b))[Math.floor(items.length / 2)]!;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Lighthouse on the built product, in Debian Chromium, with its default settings: a mid-range phone on a
 * slow 4G network, simulated. Each page three times, its median run by performance kept. Target 95 or
 * more everywhere; the hotel overview's LCP under 2.5 s and CLS under 0.05. The booking pages are a
 * visitor's: their browser's cookies go with every request Lighthouse makes.
 * BENCH_LIGHTHOUSE_ONLY=overlay runs only the pages whose name contains that text.
 */
export async function benchLighthouse() {
  const portico = await startPortico(18780, 18781);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const pages: { page: string; url: string; cookie?: string }[] = [
      { page: 'home', url: `${portico.hostOrigin}/` },
      { page: 'hotel overview', url: `${portico.hostOrigin}/hotels/nycts-portico-times-square/overview` },
      { page: 'rate list', url: `${portico.hostOrigin}${rateListAddress()}` },
      { page: 'guest info', ...(await guestInfoPage(portico)) },
      { page: 'confirmation', ...(await confirmationPage(portico)) },
      { page: 'sign-in (/sign-in.mi)', url: `${portico.hostOrigin}/sign-in.mi` },
      { page: 'sign-in overlay page', url: `${portico.overlayOrigin}/signInOverlay.mi` },
      { page: 'reservation-lookup overlay page', url: `${portico.overlayOrigin}/resLookupOverlay.mi` },
    ].filter(({ page }) => page.includes(process.env.BENCH_LIGHTHOUSE_ONLY ?? ''));
    // A server in service is warm: each page is asked for once first, so Lighthouse's time to first byte
    // measures a render, not the first import of the page's code or the database's first plan.
    for (const { url, cookie } of pages) await fetch(url, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } }).then((answer) => answer.text());
    const rows = [];
    for (const { page, url, cookie } of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(chrome.port, url, cookie));
      const median = medianBy(runs, (row) => row.performance);
      rows.push({ page, ...median, performanceRuns: runs.map((row) => row.performance).join(' / ') });
    }
    report('lighthouse', rows, {
      target: '95 or more in every category; hotel overview LCP < 2500 ms, CLS < 0.05',
      preset: 'mobile (the default), simulated throttling',
      runs: `${RUNS} per page, the median by performance shown`,
    });
    return rows;
  } finally {
    chrome.kill();
    await portico.stop();
  }
}

/** One Lighthouse run of `url`, with the visitor's cookie on every request when there is one. */
async function audit(port: number, url: string, cookie: string | undefined) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], ...(cookie ? { extraHeaders: { cookie } } : {}) });
  const categories = result?.lhr.categories ?? {};
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => Math.round(result?.lhr.audits[id]?.numericValue ?? 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: (result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
  };
}
