import { type Locator, type Page } from '@playwright/test';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { hostPaths } from '../../shared/domain/host-paths';
import {
  acceptAcknowledgements,
  acceptConsents,
  fillVisitor,
  GUEST_INFO_FRAME,
  PAYMENT_FRAME,
  payWithNewCard,
  selectRate,
  stayFrom,
  VISA,
  VISITOR,
} from '../support/booking-pages';
import { AVA, NYCTS_OVERVIEW, openSignIn, signIn, SIGN_IN_FRAME } from '../support/journeys';
import { expectNoViolations } from '../support/axe';
import { messageIn } from '../support/messages';
import { expect, test } from '../support/run-clock';
import { settled } from './settled';

/**
 * The key pages as a guest sees them, compared pixel by pixel with the images committed beside this file
 * (tests/screenshots/baselines). Each page is taken in English and then, at the same address, in Arabic,
 * so one journey covers both directions. What changes from run to run (the confirmation number, the
 * booking's time) is masked; everything else, fonts included, is bundled with the apps, so the images
 * are the same on every machine with Debian's Chromium.
 */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * The page's whole length in one window, then its picture: Chromium does not paint a cross-origin frame
 * outside the window (a full-page capture would show the overlays below the fold as blank), so the window
 * is made as tall as the page first.
 */
async function wholePage(page: Page, mask: Locator[]) {
  const width = page.viewportSize()!.width;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await settled(page);
  return { fullPage: true, mask };
}

type Viewport = (typeof VIEWPORTS)[number];

type Shot = { name: string; mask?: (page: Page) => Locator[]; ready?: (page: Page) => Promise<void> };

/** Takes the page in en-US, then at the same address in Arabic, and comes back to English. */
async function inBothLocales(page: Page, viewport: Viewport, { name, mask, ready }: Shot) {
  const { width } = viewport;
  for (const locale of ['en-US', 'ar'] as const) {
    if (locale === 'ar') await page.goto(withLocale(page.url(), 'ar'));
    await ready?.(page);
    await settled(page);
    // The accessibility suite runs axe at a desktop's width; here each key page meets it at a phone's too.
    await expectNoViolations(page);
    await expect(page).toHaveScreenshot(`${name}-${locale}-${width}.png`, await wholePage(page, [...clockTimes(page), ...(mask?.(page) ?? [])]));
    await page.setViewportSize(viewport);
  }
  await page.goto(withLocale(page.url(), 'en-US'));
  await ready?.(page);
  await settled(page);
}

function withLocale(address: string, locale: string): string {
  const url = new URL(address);
  url.searchParams.set('locale', locale);
  return url.toString();
}

/**
 * Times of day the server stamps as the run goes (a booking's time, a price held until, a message sent):
 * the run's clock flows, so they differ by the minutes the run has taken. The cancellation deadline,
 * 4 PM at the hotel whatever the run, stays in the picture. Digits are Western in every locale we show.
 */
const clockTimes = (page: Page) => [page.getByText(/\b(?!4:00\b|16:00\b)\d{1,2}:\d{2}\b/).filter({ visible: true })];

/** The confirmation number, new with every booking, wherever the page shows it. */
const confirmationNumbers = (page: Page) => {
  const number = new URL(page.url()).searchParams.get('confirmationNumber') ?? '';
  // Only what is shown: a mask on the text inside a closed <details> would open a box of its own.
  return [page.getByText(number).filter({ visible: true })];
};

for (const viewport of VIEWPORTS) {
  const { width, height } = viewport;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    // A journey through several pages, each taken twice and compared: longer than one e2e step.
    test.describe.configure({ timeout: 120_000 });

    test('home, hotel page and the sign-in overlay', async ({ page }) => {
      await page.goto('/');
      await inBothLocales(page, viewport, { name: 'home' });
      await page.goto(NYCTS_OVERVIEW);
      await inBothLocales(page, viewport, { name: 'hotel' });
      for (const locale of ['en-US', 'ar'] as const) {
        await page.goto(withLocale(new URL('/', page.url()).toString(), locale));
        await settled(page);
        await page.getByRole('button', { name: messageIn(locale, 'host', 'accountArea.signIn'), exact: true }).click();
        const frame = page.frameLocator(`iframe[title="${messageIn(locale, 'host', 'signInFrame.title')}"]`);
        await expect(frame.getByLabel(messageIn(locale, 'sign-in', 'signIn.form.login.label'))).toBeFocused();
        await settled(page);
        await expect(page).toHaveScreenshot(`sign-in-overlay-${locale}-${width}.png`);
      }
    });

    test('rate list, guest information, payment, review and confirmation', async ({ page }) => {
      const stay = stayFrom(width === 390 ? 160 : 170);
      await page.goto(bookingPaths.rateList.getHref(stay));
      await inBothLocales(page, viewport, { name: 'rate-list' });

      const guestForm = await selectRate(page, stay, 'Flexible rate');
      await inBothLocales(page, viewport, { name: 'guest-info' });
      const form = page.frameLocator(GUEST_INFO_FRAME);
      await expect(form.getByLabel('First name')).toBeVisible();
      await form.getByLabel('First name').fill(VISITOR.givenName);
      await form.getByLabel('Last name').fill(VISITOR.surname);
      await fillVisitor(guestForm, VISITOR, { skipNames: true });
      await acceptConsents(guestForm);
      await guestForm.getByRole('button', { name: 'Continue' }).click();
      await expect(page.frameLocator(PAYMENT_FRAME).getByLabel('Card number')).toBeVisible();
      // The booking page comes back at its payment step once the guest is saved, in either language.
      await inBothLocales(page, viewport, { name: 'payment', ready: (shown) => expect(shown.locator('iframe[src*="paymentOverlay"]')).toBeVisible() });

      await payWithNewCard(page.frameLocator(PAYMENT_FRAME), VISA);
      await expect(page).toHaveURL(/reviewDetails/);
      await inBothLocales(page, viewport, { name: 'review' });
      await acceptAcknowledgements(page);
      await page.getByRole('button', { name: 'Book now' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /confirmed/i })).toBeVisible();
      await inBothLocales(page, viewport, { name: 'confirmation', mask: confirmationNumbers });
    });

    test('my trips', async ({ page }) => {
      await page.goto('/');
      await signIn(await openSignIn(page), AVA.email, AVA.password);
      await expect(page.locator(SIGN_IN_FRAME)).toHaveCount(0);
      await page.goto(hostPaths.myTrips.getHref());
      await inBothLocales(page, viewport, { name: 'my-trips' });
    });
  });
}
