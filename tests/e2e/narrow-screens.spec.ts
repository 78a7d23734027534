import { type Page } from '@playwright/test';
import { expect, test } from '../support/run-clock';
import { AVA, NYCTS_OVERVIEW, openSignIn, signIn, waitForHydration } from '../support/journeys';
import { stayFrom } from '../support/booking-pages';
import { messageIn } from '../support/messages';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { hostPaths } from '../../shared/domain/paths';

// The narrowest phone still sold: nothing on a page may be wider than this, open menus included.
test.use({ viewport: { width: 320, height: 640 } });

const LOCALES = ['en-US', 'ar'] as const;
type Locale = (typeof LOCALES)[number];

const RATE_LIST = bookingPaths.rateList.getHref(stayFrom(60));

/** The pages every guest meets, by name: the member's trips are added where someone is signed in. */
const VISITOR_PAGES = {
  home: hostPaths.home.getHref(),
  'hotel overview': NYCTS_OVERVIEW,
  'rate list': RATE_LIST,
  'reservation lookup': hostPaths.lookupReservation.getHref(),
  'sign-in page': hostPaths.signIn.getHref(),
};
const MEMBER_PAGES = { ...VISITOR_PAGES, 'my trips': hostPaths.myTrips.getHref() };

const inLocale = (path: string, locale: Locale) => (locale === 'en-US' ? path : `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`);

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what}: ${scrollWidth} px of content in ${clientWidth} px`).toBeLessThanOrEqual(clientWidth);
}

async function visit(page: Page, path: string, locale: Locale) {
  await page.goto(inLocale(path, locale));
  await waitForHydration(page);
}

for (const locale of LOCALES) {
  test.describe(`at 320 px in ${locale}`, () => {
    test('no page scrolls sideways for a visitor', async ({ page }) => {
      for (const [name, path] of Object.entries(VISITOR_PAGES)) {
        await visit(page, path, locale);
        await expect(page.getByRole('banner').getByRole('button', { name: messageIn(locale, 'host', 'accountArea.signIn'), exact: true })).toBeVisible();
        await expectNoSidewaysScroll(page, name);
      }
    });

    test('no page scrolls sideways for a signed-in member, with the member menu closed or open', async ({ page }) => {
      await page.goto('/');
      await signIn(await openSignIn(page), AVA.email, AVA.password);
      const menuButton = page.getByRole('banner').getByRole('button', { name: messageIn(locale, 'host', 'accountArea.menuFor').replace('{name}', 'Ava') });
      for (const [name, path] of Object.entries(MEMBER_PAGES)) {
        await visit(page, path, locale);
        await expectNoSidewaysScroll(page, name);
        await menuButton.click();
        await expect(page.getByRole('banner').getByRole('button', { name: messageIn(locale, 'host', 'accountArea.signOut') })).toBeVisible();
        await expectNoSidewaysScroll(page, `${name} with the member menu open`);
      }
    });

    test('the remembered member’s sign-in fly-out fits too', async ({ page }) => {
      await page.goto('/');
      // Remember me is ticked from the start: signing out leaves the browser remembered.
      await signIn(await openSignIn(page), AVA.email, AVA.password);
      await page.getByRole('banner').getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await visit(page, hostPaths.home.getHref(), locale);
      const flyoutButton = page.getByRole('banner').getByRole('button', { name: messageIn(locale, 'host', 'accountArea.rememberedSignIn').replace('{name}', 'Ava') });
      await expectNoSidewaysScroll(page, 'home');
      await flyoutButton.click();
      await expect(flyoutButton).toHaveAttribute('aria-expanded', 'true');
      await expectNoSidewaysScroll(page, 'home with the fly-out open');
    });
  });
}
