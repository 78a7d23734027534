import { expect, test } from '../support/run-clock';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { expectNoViolations } from '../support/axe';
import { clickClosingItsFrame, LIAM } from '../support/journeys';
import { PAYMENT_FRAME, VISA, VISITOR, acceptAcknowledgements, atPaymentStep, payWithNewCard, signInFromHeader, stayFrom, toConfirmation } from '../support/booking-pages';

/** Booking part 3's pages (issue 17): the payment step, the review with Book now, the confirmation and what follows it. */

test('the payment step and its overlay have no axe violations: empty, with every field refused, and with the host’s declined-card banner', async ({ page }) => {
  const payment = await atPaymentStep(page, 180);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await expectNoViolations(page);

  await payment.getByRole('button', { name: 'Use this card' }).click();
  await expect(payment.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(payment.getByLabel('Card number')).toBeFocused();
  await expectNoViolations(page);

  await payWithNewCard(payment, { number: '4000 0000 0000 0002', securityCode: '123', name: 'Rory Quinn' });
  await expect(page.getByRole('alert').filter({ hasText: /declined/i })).toBeVisible();
  await expectNoViolations(page);
});

test('the review page, an acknowledgement left unticked and the change-card form have no axe violations', async ({ page }) => {
  await payWithNewCard(await atPaymentStep(page, 182), VISA);
  await expect(page).toHaveURL(/reviewDetails/);
  await expect(page.getByRole('group', { name: 'Before you book' }).getByRole('checkbox').first()).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('group', { name: 'Before you book' }).getByRole('checkbox').first()).toBeFocused();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Change card' }).click();
  await expect(page.frameLocator(PAYMENT_FRAME).getByLabel('Card number')).toBeVisible();
  await expectNoViolations(page);
  // The change form's Cancel closes it and gives the focus back to Change card.
  await clickClosingItsFrame(page.frameLocator(PAYMENT_FRAME).getByRole('button', { name: 'Cancel' }));
  await expect(page.getByRole('button', { name: 'Change card' })).toBeFocused();
});

test('the confirmation page, its share forms with errors, and join and save have no axe violations', async ({ page }) => {
  const confirmationNumber = await toConfirmation(page, 184);
  await expect(page.getByRole('region', { name: 'Summary of charges' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Send by e-mail' }).click();
  await expect(page.getByLabel('E-mail address to share with')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Send by text message' }).click();
  await expect(page.getByLabel('Mobile number to share with')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'Join and save this booking' }).click();
  await expect(page).toHaveURL(bookingPaths.joinAndSaveReservation.getHref(confirmationNumber));
  await expect(page.getByLabel('Choose a password')).toBeVisible();
  await expectNoViolations(page);
});

test('save to my trips has no axe violations, before and after the member saves', async ({ page }) => {
  // A visitor books with Liam's e-mail, then signs in as Liam in the same browser.
  const confirmationNumber = await toConfirmation(page, 186, { ...VISITOR, givenName: 'Mei', surname: 'Chen', email: LIAM.email });
  await signInFromHeader(page, LIAM);
  await page.goto(bookingPaths.saveToMyTrips.getHref(confirmationNumber));
  await expect(page.getByRole('button', { name: 'Save to my trips' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Save to my trips' }).click();
  await expect(page).toHaveURL(/findReservationList/);
  await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
  await expectNoViolations(page);
});

test('the pages a failed Book now leads to have no axe violations', async ({ page }) => {
  for (const href of [bookingPaths.unsuccessfulSell.getHref(stayFrom(190)), bookingPaths.productsUnavailable.getHref(stayFrom(190))]) {
    await page.goto(href);
    await expect(page.getByRole('link', { name: 'Search again' })).toBeVisible();
    await expectNoViolations(page);
  }
});
