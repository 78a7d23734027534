import { expect, test, dayFromToday } from '../support/run-clock';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { PAYMENT_FRAME, VISA, payWithNewCard, selectKingRate } from '../support/booking-pages';


/** Markup a guest (or an attacker pasting into the form) might type; none of it may ever run or render. */
const SCRIPTED = {
  line1: '<script>window.__pwned = "line1"</script>350 Fifth Avenue',
  line2: '<img src=x onerror="window.__pwned = \'line2\'">Floor 3',
  city: '<b onmouseover="window.__pwned = \'city\'">New York</b>',
  comments: '<iframe src="javascript:window.__pwned=1"></iframe>Quiet room, please.',
};

test('HTML and script typed in every free-text field of the guest-info overlay come back as inert text', async ({ page }) => {
  await page.goto(
    bookingPaths.rateList.getHref({ propertyId: 'NYCTS', checkInDate: dayFromToday(74), checkOutDate: dayFromToday(76), numRooms: 1, numAdultsPerRoom: 1, numChildrenPerRoom: 0, rewardsRedemption: false }),
  );
  await selectKingRate(page, 'Prepay and save');
  const form = page.frameLocator('iframe[title="Guest information"]');
  await form.getByLabel('First name').fill('Maya');
  await form.getByLabel('Last name').fill('Lindqvist');
  await form.getByLabel('E-mail').fill('maya.lindqvist@example.com');
  await form.getByLabel('Country or region').selectOption('US');
  await form.getByLabel('Phone').fill('2125550147');
  await form.getByLabel('Address line 1').fill(SCRIPTED.line1);
  await form.getByLabel('Address line 2 (optional)').fill(SCRIPTED.line2);
  await form.getByLabel('City').fill(SCRIPTED.city);
  await form.getByLabel('State or province').selectOption('NY');
  await form.getByLabel('Postal code').fill('10118');
  await form.getByLabel('Comments (optional)').fill(SCRIPTED.comments);
  // The rate is prepaid, so its consent is asked for beside the terms and the privacy policy.
  const consents = form.getByRole('group', { name: 'Before you continue' }).getByRole('checkbox');
  await expect(consents).toHaveCount(3);
  for (const box of await consents.all()) await box.check();
  await form.getByRole('button', { name: 'Continue' }).click();
  // The saved details show in short on the booking page too, as text.
  await expect(page.getByRole('region', { name: 'Guest information' })).toContainText('350 Fifth Avenue, Floor 3, New York NY 10118');
  await payWithNewCard(page.frameLocator(PAYMENT_FRAME), { ...VISA, name: 'Maya Lindqvist' });

  await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi\?cartId=/);
  const details = page.getByRole('region', { name: 'Guest details' });
  await expect(details).toContainText('350 Fifth Avenue, Floor 3, New York NY 10118');
  await expect(details).toContainText('Quiet room, please.');
  await expect(details).not.toContainText('<');
  await expect(details.locator('script, img, iframe, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
});
