import { dayFromToday, expect, test } from '../support/run-clock';
import { E2E_EMBED_EXAMPLE_ORIGIN } from '../../playwright.config';
import { expectNoViolations } from '../support/axe';
import { acceptConsents, fillVisitor, GUEST_INFO_FRAME, PAYMENT_FRAME, payWithNewCard, VISA, VISITOR } from '../support/booking-pages';
import { LOOKUP_FRAME, lookUp, SIGN_IN_FRAME } from '../support/journeys';

test('the embed loader’s modal dialog on a partner page: axe-clean, named, and keyboard-only from open to close', async ({ page }) => {
  await page.goto(E2E_EMBED_EXAMPLE_ORIGIN);
  const opener = page.getByRole('button', { name: 'Sign in' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Sign in to Portico Rewards' })).toBeVisible();
  await expect(page.frameLocator(SIGN_IN_FRAME).getByLabel('Email or member number')).toBeFocused();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the loader’s inline overlay, its skeleton and its failure state are axe-clean', async ({ page }) => {
  await page.goto(E2E_EMBED_EXAMPLE_ORIGIN);
  // The skeleton while the overlay page is held back, then the overlay itself.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/resLookupOverlay.mi?**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Find a reservation' }).click();
  await expect(page.locator('#lookup-slot').getByRole('status', { name: 'Loading' })).toBeVisible();
  await expectNoViolations(page);
  release();
  await expect(page.frameLocator(LOOKUP_FRAME).getByLabel('Confirmation number')).toBeEditable();
  await expectNoViolations(page);
});

test('the lookup’s summary form, showing the reservation it found, is axe-clean', async ({ page }) => {
  await page.goto(E2E_EMBED_EXAMPLE_ORIGIN);
  await page.getByRole('button', { name: 'Find a reservation' }).click();
  const frame = page.frameLocator(LOOKUP_FRAME);
  await lookUp(frame, '71234567', 'Morgan');
  await expect(frame.getByRole('region', { name: 'Your reservation' })).toContainText('Portico Times Square');
  await expectNoViolations(page);
});

test('booking from the page: the rate held, the checkout form’s acknowledgements with a refusal shown, and the booked room are axe-clean', async ({ page }) => {
  await page.goto(E2E_EMBED_EXAMPLE_ORIGIN);
  await page.getByLabel('Check-in').fill(dayFromToday(259));
  await page.getByRole('button', { name: 'Book this room' }).click();
  const guestInfo = page.frameLocator(GUEST_INFO_FRAME);
  await expect(guestInfo.getByLabel('First name')).toBeEditable();
  await fillVisitor(guestInfo, VISITOR);
  await acceptConsents(guestInfo);
  await guestInfo.getByRole('button', { name: 'Continue' }).click();
  const payment = page.frameLocator(PAYMENT_FRAME);
  await payWithNewCard(payment, VISA);
  await expect(payment.getByRole('group', { name: 'Before you book' })).toBeVisible();
  await payment.getByRole('button', { name: 'Book now' }).click();
  await expect(payment.getByText('Tick this box to book.').first()).toBeVisible();
  await expectNoViolations(page);
  for (const box of await payment.getByRole('group', { name: 'Before you book' }).getByRole('checkbox').all()) await box.check();
  await payment.getByRole('button', { name: 'Book now' }).click();
  await expect(payment.getByText('Your stay is booked')).toBeVisible();
  await expectNoViolations(page);
});
