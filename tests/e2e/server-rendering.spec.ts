import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test, dayFromToday, newBrowserContext } from '../support/run-clock';
import { AVA, LIAM, lookUp, NYCTS_OVERVIEW, openLookup, openSignIn, signIn } from '../support/journeys';
import { E2E_HOST_ORIGIN } from '../../playwright.config';

// Host pages are rendered on the server (host/entry-server.tsx) and hydrated in the browser. Each page
// kind: its HTML, before any script, holds its main content; hydrating it logs no mismatch; and the
// browser reads nothing again that the server read for it.

const LIAM_LONDON = '82345671';
const RATE_LIST = `/reservation/rateListMenu.mi?propertyId=NYCTS&checkInDate=${dayFromToday(20)}&checkOutDate=${dayFromToday(22)}&numRooms=1&numAdultsPerRoom=2&numChildrenPerRoom=0`;

/** React's words for a failed hydration: dev messages, and the production build's error numbers. */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

/** What the page logs while it loads and hydrates, and the API reads of the host origin it makes. */
function watch(page: Page) {
  const problems: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === E2E_HOST_ORIGIN && url.pathname.startsWith('/mi/')) reads.push(url.pathname.split('/').at(-1) ?? url.pathname);
  });
  return { problems, reads };
}

/** The page's HTML as the server sends it: text only, tags gone. */
async function serverText(request: APIRequestContext, path: string): Promise<{ text: string; html: string; cacheControl: string }> {
  const answer = await request.get(path, { headers: { accept: 'text/html' } });
  expect(answer.status(), path).toBe(200);
  const html = (await answer.text()).replace(/<!-- -->/g, '');
  const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('<script type="application/json" id="portico-page-data"'));
  return { html, text: root.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' '), cacheControl: answer.headers()['cache-control'] ?? '' };
}

async function hydrates(page: Page, path: string, mainContent: RegExp, serverReads: string[]) {
  const seen = watch(page);
  await page.goto(path);
  await expect(page.locator('#main')).toContainText(mainContent);
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  // A read SWR would repeat starts as the page hydrates; give its request time to show before saying none came.
  await page.waitForTimeout(500);
  expect(seen.problems, `hydrating ${path}`).toEqual([]);
  for (const read of serverReads) expect(seen.reads, `${read} read again by the browser on ${path}`).not.toContain(read);
}

const visitorPages: { name: string; path: string; content: RegExp; reads: string[] }[] = [
  { name: 'home', path: '/', content: /Find hotels[\s\S]*Our cities[\s\S]*New York/, reads: ['userDetails', 'HotelList'] },
  {
    name: 'hotel search results',
    path: `/search/findHotels.mi?destination=London&checkInDate=${dayFromToday(20)}&checkOutDate=${dayFromToday(22)}`,
    content: /Hotels in London[\s\S]*Portico London King's Cross[\s\S]*From £/,
    reads: ['HotelSearch'],
  },
  { name: 'hotel overview', path: NYCTS_OVERVIEW, content: /Portico Times Square[\s\S]*Amenities/, reads: ['HotelOverview', 'HotelDetails', 'DefaultSelection'] },
  { name: 'hotel reviews', path: '/hotels/nycts-portico-times-square/reviews', content: /Guest reviews[\s\S]*of 5/, reads: ['HotelOverview', 'HotelGuestReviews'] },
  { name: 'hotel location', path: '/hotels/lonkx-portico-london-kings-cross/location', content: /Portico London King's Cross/, reads: ['HotelOverview'] },
  { name: 'rate list', path: RATE_LIST, content: /Choose your room[\s\S]*One King Bed Guest Room/, reads: ['SearchProductsByProperty', 'HotelHeader', 'HotelList'] },
  { name: 'lookup page', path: '/reservation/lookupReservation.mi', content: /Find your reservation/, reads: ['userDetails'] },
  { name: 'sign-in page', path: '/sign-in.mi', content: /Sign in/, reads: ['userDetails'] },
  { name: 'timed-out page', path: '/sessionTimedOut.mi', content: /Session timed out/, reads: ['userDetails'] },
];

for (const kind of visitorPages) {
  test(`the ${kind.name} is rendered on the server and hydrates without a mismatch or a second read`, async ({ page, request }) => {
    const { text } = await serverText(request, kind.path);
    expect(text).toMatch(kind.content);
    await hydrates(page, kind.path, kind.content, kind.reads);
  });
}

test("a hotel page's HTML holds its name, address and first photo, for people who never run its script", async ({ request }) => {
  const { text, html } = await serverText(request, NYCTS_OVERVIEW);
  expect(text).toContain('Portico Times Square');
  expect(text).toMatch(/1535 Broadway/);
  expect(html).toMatch(/<img[^>]+src="[^"]*\/images\/hotels\/nycts-1\.svg/);
  // Styled before its script: the stylesheet is linked in the head, and no style attribute needs the CSP to allow it.
  expect(html).toMatch(/<head>[\s\S]*<link rel="stylesheet"[^>]+\.css"[\s\S]*<\/head>/);
  expect(html.slice(html.indexOf('<div id="root"'))).not.toMatch(/\sstyle="/);
});

test('an address no page answers is rendered as the not-found page with a 404', async ({ request }) => {
  const answer = await request.get('/no-such-page', { headers: { accept: 'text/html' } });
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toContain('Page not found');
});

async function signedIn(browser: Browser, member: { email: string; password: string }, firstName: string) {
  const context = await newBrowserContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  await signIn(await openSignIn(page), member.email, member.password);
  await expect(page.getByText(`Hi, ${firstName}`)).toBeVisible();
  return { context, page };
}

test("two members in two browsers each get their own server-rendered pages, never one another's", async ({ browser }) => {
  const ava = await signedIn(browser, AVA, 'Ava');
  const liam = await signedIn(browser, LIAM, 'Liam');
  for (const [member, other] of [
    [ava, { name: 'Ava', otherName: 'Liam' }],
    [liam, { name: 'Liam', otherName: 'Ava' }],
  ] as const) {
    for (const path of ['/', '/loyalty/findReservationList.mi', '/loyalty/myAccount/saveProperties.mi']) {
      const answer = await member.context.request.get(path, { headers: { accept: 'text/html' } });
      // React marks where one text node ends and the next begins.
      const html = (await answer.text()).replace(/<!-- -->/g, '');
      expect(html, path).toContain(`Hi, ${other.name}`);
      expect(html, path).not.toContain(`Hi, ${other.otherName}`);
      // Rendered for a session: no cache, shared or private, may keep it.
      expect(answer.headers()['cache-control'], path).toBe('private, no-store');
      expect(answer.headers().vary, path).toMatch(/cookie/i);
    }
  }
  // Liam's trips are in his HTML, and hydrate without reading them again.
  const trips = await liam.context.request.get('/loyalty/findReservationList.mi', { headers: { accept: 'text/html' } });
  expect(await trips.text()).toContain('Portico London King');
  await hydrates(liam.page, '/loyalty/findReservationList.mi', /Portico London King/, ['MyTrips', 'userDetails']);
  await hydrates(liam.page, `/reservation/upcomingReservation.mi?confirmationNumber=${LIAM_LONDON}`, /Liam Chen/, ['UpcomingReservation']);
  await hydrates(liam.page, '/loyalty/myAccount/saveProperties.mi', /Portico Times Square/, ['SavedHotels']);
  // The pages that manage a room: the room as booked and what it could become, in the first HTML.
  await hydrates(liam.page, `/reservation/modifyRateListMenu.mi?confirmationNumber=${LIAM_LONDON}`, /Current reservation details[\s\S]*Deluxe King Room/, [
    'UpcomingReservation',
    'ModifyRoomProducts',
  ]);
  await hydrates(liam.page, `/reservation/upgradeReservation.mi?confirmationNumber=${LIAM_LONDON}`, /Upgrade your room[\s\S]*Better rooms for your stay/, ['RoomUpgradeOffers']);
  await ava.context.close();
  await liam.context.close();
});

test('a guest’s online check-in page is rendered for their lookup and hydrates without reading it again', async ({ page }) => {
  await page.goto('/');
  await lookUp(await openLookup(page), '91234571', 'Kim');
  await expect(page.getByRole('heading', { level: 1, name: /Your reservation at/ })).toBeVisible();
  await hydrates(page, '/reservation/check-in-details.mi?confirmationNumber=91234571', /Check in online[\s\S]*Arrival time/, ['OnlineCheckIn']);
});

test('a visitor is sent to sign in from my trips before anything is rendered, and a page without a session is private to the browser', async ({ request }) => {
  const trips = await request.get('/loyalty/findReservationList.mi', { headers: { accept: 'text/html' }, maxRedirects: 0 });
  expect(trips.status()).toBe(302);
  const home = await serverText(request, '/');
  expect(home.cacheControl).toBe('private, no-cache');
});
