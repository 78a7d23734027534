import { expect, test, newBrowserContext } from '../support/run-clock';
import { lookUp, openLookup } from '../support/journeys';

const AVA_UPCOMING = '/reservation/upcomingReservation.mi?confirmationNumber=71234567';

test('a lookup is kept from page scripts and from every other browser', async ({ page, browser }) => {
  await page.goto('/');
  await lookUp(await openLookup(page), '71234567', 'Morgan');
  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation at Portico Times Square' })).toBeVisible();

  // The grant is an httpOnly cookie: a script injected into the host page could not lift it.
  const grant = (await page.context().cookies()).find((cookie) => cookie.name === 'portico_lookup_grant');
  expect(grant?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('portico_lookup_grant');

  // Another browser with the same address, not the lookup, is sent to the lookup form.
  const stranger = await newBrowserContext(browser);
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(AVA_UPCOMING);
  await expect(strangerPage).toHaveURL('/reservation/lookupReservation.mi?fromOverlay=true');
  await expect(strangerPage.getByText('Portico Times Square')).toHaveCount(0);
  await stranger.close();
});

test('a reservation address that names no reservation goes to the error page, revealing nothing', async ({ page }) => {
  await page.goto('/reservation/upcomingReservation.mi?confirmationNumber=%3Cscript%3E');
  await expect(page).toHaveURL('/reservation/800Page.mi');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
});
