import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/run-clock';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { subjectsInInbox } from '../support/dev-inbox';
import { hostPaths } from '../../shared/domain/paths';
import { LIAM, framedForm, signIn } from '../support/journeys';
import { PAYMENT_FRAME, VISA, acceptAcknowledgements, acceptConsents, dayFromToday, fillVisitor, payWithNewCard, selectRate, stayFrom } from '../support/booking-pages';

/** What a guest does on the confirmation page (issue 17, "Confirmation"), and where the booking shows up afterwards. */

const VISITOR = { givenName: 'Nadia', surname: 'Okoro', email: 'nadia.okoro@example.com', phone: '2125550177' };

/** From the rate list to the confirmation for `firstDay`, as whoever the page is signed in as; the first room's number. */
async function bookTwoNights(page: Page, firstDay: number, guest?: typeof VISITOR): Promise<string> {
  const guestForm = await selectRate(page, stayFrom(firstDay), 'Flexible rate');
  if (guest) await fillVisitor(guestForm, guest);
  await acceptConsents(guestForm);
  await guestForm.getByRole('button', { name: 'Continue' }).click();
  const payment = page.frameLocator(PAYMENT_FRAME);
  await payWithNewCard(payment, { ...VISA, name: guest ? `${guest.givenName} ${guest.surname}` : 'Liam Chen' });
  await expect(page).toHaveURL(/reviewDetails/);
  await acceptAcknowledgements(page);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /confirmed/i })).toBeVisible();
  return new URL(page.url()).searchParams.get('confirmationNumber')!;
}

test('a visitor shares the booking, adds it to a calendar, insures the trip, prints, then joins and finds it in my trips', async ({ page }) => {
  test.setTimeout(60_000);
  const confirmationNumber = await bookTwoNights(page, 200, VISITOR);
  const messages = page.getByRole('region', { name: 'Messages about this booking' });
  // The confirmation e-mail is the first message; what the guest shares joins the list.
  await expect(messages).toContainText(VISITOR.email);
  await page.getByLabel('E-mail address to share with').fill('travel.buddy@example.com');
  await page.getByRole('button', { name: 'Send by e-mail' }).click();
  await expect(messages).toContainText('travel.buddy@example.com');
  // Both leave through the mail channel, delivered from the outbox: they arrive in the inbox.
  await expect.poll(() => subjectsInInbox(page, VISITOR.email), { timeout: 15_000 }).toContainEqual(expect.stringContaining(confirmationNumber));
  await expect.poll(async () => (await subjectsInInbox(page, 'travel.buddy@example.com')).length, { timeout: 15_000 }).toBe(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const calendar = readFileSync(await (await download).path(), 'utf8');
  expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(calendar).toContain(`DTSTART;VALUE=DATE:${dayFromToday(200).replaceAll('-', '')}\r\n`);
  expect(calendar).toContain(`DTEND;VALUE=DATE:${dayFromToday(202).replaceAll('-', '')}\r\n`);
  expect(calendar).toContain(confirmationNumber);

  // The insurance banner arrives with its deep-link event, in place of the mini card, and insures the trip.
  const banner = page.getByRole('region', { name: 'Protect your trip' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Insure my trip' }).click();
  await expect(page.getByRole('region', { name: 'Travel insurance' })).toContainText(/Policy number\s*5\d{8}/);
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();

  await page.getByRole('link', { name: 'Join and save this booking' }).click();
  await expect(page).toHaveURL(bookingPaths.joinAndSaveReservation.getHref(confirmationNumber));
  await page.getByLabel('E-mail (you sign in with it)').fill(`nadia.okoro.${randomUUID()}@example.com`);
  await page.getByLabel('Choose a password').fill('Joining#2026');
  await page.getByLabel('Confirm the password').fill('Joining#2026');
  await page.getByLabel(/^I agree to the Portico Rewards terms/).check();
  await page.getByRole('button', { name: 'Join and save this booking' }).click();
  await expect(page).toHaveURL(/\/loyalty\/findReservationList\.mi/);
  await expect(page.getByRole('banner')).toContainText('Nadia');
  await expect(page.getByRole('link', { name: `View reservation ${confirmationNumber}` })).toBeVisible();
});

test('a booking made signed out with a member’s e-mail joins their trips by a sign-in that links it, landing on that trip', async ({ page }) => {
  const confirmationNumber = await bookTwoNights(page, 204, { givenName: 'Liam', surname: 'Chen', email: LIAM.email, phone: '2125550144' });
  await page.getByRole('link', { name: 'Sign in and save it to my trips' }).click();
  await expect(page).toHaveURL(new RegExp(`/sign-in\\.mi\\?.*tripId=${confirmationNumber}`));
  await signIn(await framedForm(page), LIAM.email, LIAM.password);
  await expect(page).toHaveURL(hostPaths.myTrips.getHref(confirmationNumber));
  await expect(page.getByText(`Reservation ${confirmationNumber} is now in your trips.`)).toBeVisible();
  await expect(page.getByRole('link', { name: /^View reservation / })).toHaveCount(1);
  await expect(page.getByRole('link', { name: `View reservation ${confirmationNumber}` })).toBeVisible();
  await page.getByRole('link', { name: 'Show all my trips' }).click();
  await expect(page.getByRole('link', { name: `View reservation ${confirmationNumber}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^View reservation / })).not.toHaveCount(1);
});
