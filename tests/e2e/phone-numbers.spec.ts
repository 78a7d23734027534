import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../support/run-clock';
import { PAYMENT_FRAME, VISA, acceptConsents, fillVisitor, payWithNewCard, selectRate, stayFrom } from '../support/booking-pages';

const TIMES_SQUARE = '/hotels/nycts-portico-times-square/overview';

/** As a browser's autofill does: the whole number set at once, with one input event (Playwright's `fill`). */
async function autofill(frame: FrameLocator, number: string) {
  await frame.getByLabel('Phone').fill(number);
}

/** As a paste does: the whole text inserted at the caret in one go, after the field is emptied. */
async function paste(page: Page, frame: FrameLocator, number: string) {
  await frame.getByLabel('Phone').fill('');
  await frame.getByLabel('Phone').focus();
  await page.keyboard.insertText(number);
}

for (const [width, days] of [
  [390, 240],
  [1280, 244],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a pasted or autofilled phone keeps every digit, its + and its country', async ({ page }) => {
      const frame = await selectRate(page, stayFrom(days), 'Flexible rate');
      await frame.getByLabel('Country or region').selectOption('US');
      const phone = frame.getByLabel('Phone');
      await expect(phone).toHaveAttribute('type', 'tel');
      await expect(phone).toHaveAttribute('autocomplete', 'tel');
      await expect(phone).toHaveAttribute('dir', 'ltr');

      await paste(page, frame, '(212) 555-0147');
      await expect(phone).toHaveValue('(212) 555-0147');
      await expect(frame.getByLabel('Country code')).toHaveValue('US');

      await paste(page, frame, '212.555.0147');
      await expect(phone).toHaveValue('212.555.0147');

      await paste(page, frame, '+44 20 7946 0958');
      await expect(phone).toHaveValue('+44 20 7946 0958');
      await expect(frame.getByLabel('Country code')).toHaveValue('GB');

      await frame.getByLabel('Country code').selectOption('US');
      await autofill(frame, '(212) 555-0147');
      await expect(phone).toHaveValue('(212) 555-0147');
      await expect(frame.getByLabel('Country code')).toHaveValue('US');
    });

    test('a number that is no valid one stays as typed, with a message saying why', async ({ page }) => {
      const frame = await selectRate(page, stayFrom(days + 2), 'Flexible rate');
      await frame.getByLabel('Country or region').selectOption('US');
      await autofill(frame, '(212) 555');
      await frame.getByRole('button', { name: 'Continue' }).click();
      await expect(frame.getByLabel('Phone')).toHaveValue('(212) 555');
      await expect(frame.getByText('This phone number is too short for the country chosen. Check that no digit is missing.').first()).toBeVisible();
    });
  });
}

test('a foreign number reaches the review with its country code', async ({ page }) => {
  const frame = await selectRate(page, stayFrom(248), 'Flexible rate');
  await fillVisitor(frame, { givenName: 'Maya', surname: 'Lindqvist', email: 'maya.lindqvist@example.com', phone: '+44 20 7946 0958' });
  await acceptConsents(frame);
  await frame.getByRole('button', { name: 'Continue' }).click();
  await payWithNewCard(page.frameLocator(PAYMENT_FRAME), { ...VISA, name: 'Maya Lindqvist' });

  await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi\?cartId=/);
  const number = page.getByRole('region', { name: 'Guest details' }).locator('bdi[dir="ltr"]');
  await expect(number).toHaveText('+44 20 7946 0958');
});

test('in Arabic the hotel’s phone reads left to right and calls the E.164 number', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${TIMES_SQUARE}?locale=ar`);
  const call = page.getByTestId('property-bar').getByRole('link', { name: /\+1 212 398 1900/ });
  await expect(call).toHaveAttribute('href', 'tel:+12123981900');
  const number = call.locator('bdi');
  await expect(number).toHaveAttribute('dir', 'ltr');
  await expect(number).toHaveText('+1 212 398 1900');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('property-bar').locator('bdi[dir="ltr"]:visible')).toHaveText('+1 212 398 1900');
});
