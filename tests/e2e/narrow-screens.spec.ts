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
  'home page': hostPaths.home.getHref(),
  'hotel overview': NYCTS_OVERVIEW,
  'rate list': RATE_LIST,
  'reservation lookup page': hostPaths.lookupReservation.getHref(),
  'sign-in page': hostPaths.signIn.getHref(),
};
const MEMBER_PAGES = { ...VISITOR_PAGES, 'my trips page': hostPaths.myTrips.getHref() };

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

/**
 * A header control's name in `locale`, with `name` put in: right-to-left words set the name between
 * Unicode isolates, which the accessible name keeps.
 */
function nameIn(locale: Locale, key: string, name: string): RegExp {
  const [before, after] = messageIn(locale, 'host', key)
    .split('{name}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${before}\u2068?${name}\u2069?${after ?? ''}$`);
}

async function signInAsAva(page: Page) {
  await page.goto('/');
  // Remember me is ticked from the start: signing out leaves the browser remembered.
  await signIn(await openSignIn(page), AVA.email, AVA.password);
  await expect(page.getByRole('banner').getByRole('button', { name: nameIn('en-US', 'accountArea.menuFor', 'Ava') })).toBeVisible();
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

    for (const [name, path] of Object.entries(MEMBER_PAGES)) {
      test(`a signed-in member’s ${name} does not scroll sideways, with the member menu closed or open`, async ({ page }) => {
        await signInAsAva(page);
        await visit(page, path, locale);
        await expectNoSidewaysScroll(page, name);
        await page.getByRole('banner').getByRole('button', { name: nameIn(locale, 'accountArea.menuFor', 'Ava') }).click();
        await expect(page.getByRole('banner').getByRole('button', { name: messageIn(locale, 'host', 'accountArea.signOut') })).toBeVisible();
        await expectNoSidewaysScroll(page, `${name} with the member menu open`);
      });
    }

    test('the remembered member’s sign-in fly-out fits too', async ({ page }) => {
      await signInAsAva(page);
      await page.getByRole('banner').getByRole('button', { name: nameIn('en-US', 'accountArea.menuFor', 'Ava') }).click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await visit(page, hostPaths.home.getHref(), locale);
      const flyoutButton = page.getByRole('banner').getByRole('button', { name: nameIn(locale, 'accountArea.rememberedSignIn', 'Ava') });
      await expectNoSidewaysScroll(page, 'home page');
      await flyoutButton.click();
      await expect(flyoutButton).toHaveAttribute('aria-expanded', 'true');
      await expectNoSidewaysScroll(page, 'home page with the fly-out open');
    });
  });
}
