import { expect, type Page } from '@playwright/test';
import { acceptConsents, fillVisitor, GUEST_INFO_FRAME, PAYMENT_FRAME, payWithNewCard, VISA, VISITOR } from './booking-pages';
import { dayFromToday } from './run-clock';

/**
 * Books the example's room (examples/embed/) from the partner page, on whichever site the page is opened: guest information holds it in a cart its own frame
 * starts, the payment overlay's checkout form pays and books it, and the page hears the confirmation number.
 */
export async function bookFromTheExample(page: Page, exampleOrigin: string, firstDay: number): Promise<string> {
  await page.goto(exampleOrigin);
  await page.getByLabel('Check-in').fill(dayFromToday(firstDay));
  await page.getByRole('button', { name: 'Book this room' }).click();
  const guestInfo = page.frameLocator(GUEST_INFO_FRAME);
  await expect(guestInfo.getByLabel('First name')).toBeEditable();
  await expect(page.locator('#event-log')).toContainText('"method":"cartChanged"');
  await fillVisitor(guestInfo, VISITOR);
  await acceptConsents(guestInfo);
  await guestInfo.getByRole('button', { name: 'Continue' }).click();

  const payment = page.frameLocator(PAYMENT_FRAME);
  await payWithNewCard(payment, VISA);
  const boxes = payment.getByRole('group', { name: 'Before you book' }).getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  // Book now with a box unticked is refused in the form, which names the box.
  await payment.getByRole('button', { name: 'Book now' }).click();
  await expect(boxes.first()).toBeFocused();
  for (const box of await boxes.all()) await box.check();
  await payment.getByRole('button', { name: 'Book now' }).click();
  await expect(payment.getByText('Your stay is booked')).toBeVisible();

  const status = page.getByRole('status');
  await expect(status).toHaveText(/^Booked: confirmation number \d+\.$/);
  const confirmationNumber = /(\d+)\.$/.exec((await status.textContent())!)![1]!;
  await expect(payment.getByText(`Confirmation number: ${confirmationNumber}`)).toBeVisible();
  await expect(page.locator('#event-log')).toContainText(`outcome {"status":"completed","method":"bookingConfirmed","detail":{"cartId":`);
  expect(page.url()).toBe(`${exampleOrigin}/`);
  return confirmationNumber;
}
