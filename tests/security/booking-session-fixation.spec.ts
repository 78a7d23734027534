import { expect, test, newBrowserContext } from '../support/run-clock';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { selectRate, stayFrom, toConfirmation } from '../support/booking-pages';

const BOOKING_SESSION_COOKIE = 'portico_booking_session';

test('a booking session planted in a guest’s browser never shows the planter the guest’s confirmation', async ({ page, browser }) => {
  // The planter chooses a rate in a browser of their own, which gives it a booking session, and plants that token in the guest's browser.
  const planterContext = await newBrowserContext(browser);
  const planter = await planterContext.newPage();
  await selectRate(planter, stayFrom(230), 'Flexible rate');
  const planted = (await planterContext.cookies()).find((cookie) => cookie.name === BOOKING_SESSION_COOKIE);
  expect(planted?.httpOnly).toBe(true);
  await page.context().addCookies([{ ...planted!, sameSite: 'Lax' }]);

  const confirmationNumber = await toConfirmation(page, 232);
  const guestToken = (await page.context().cookies()).find((cookie) => cookie.name === BOOKING_SESSION_COOKIE)?.value;
  expect(guestToken).toBeDefined();
  expect(guestToken).not.toBe(planted!.value);

  await planter.goto(bookingPaths.confirmation.getHref(confirmationNumber));
  await expect(planter).not.toHaveURL(/\/reservation\/confirmation\.mi/);
  await expect(planter.getByText('rory.quinn@example.com')).toHaveCount(0);
  await expect(planter.getByRole('heading', { level: 1, name: /confirmed/i })).toHaveCount(0);
  await planterContext.close();
});
