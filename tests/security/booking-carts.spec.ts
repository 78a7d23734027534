import { expect, test, dayFromToday, newBrowserContext } from '../support/run-clock';

/** An ISO day `days` after today (UTC), as the seed counts its nights. */

const search = new URLSearchParams({
  propertyId: 'NYCTS',
  checkInDate: dayFromToday(30),
  checkOutDate: dayFromToday(31),
  numRooms: '1',
  numAdultsPerRoom: '1',
  numChildrenPerRoom: '0',
  rewardsRedemption: 'false',
});

test('a cart address opened in another browser goes back to the rate list, never to the cart', async ({ page, browser }) => {
  await page.goto(`/reservation/rateListMenu.mi?${search}`);
  await page.getByRole('button', { name: /^Select / }).first().click();
  await expect(page).toHaveURL(/guestInfo\.mi\?cartId=/);
  const cartAddress = page.url();

  const other = await newBrowserContext(browser);
  const stranger = await other.newPage();
  await stranger.goto(cartAddress);
  await expect(stranger).toHaveURL(/\/reservation\/rateListMenu\.mi/);
  await expect(stranger.getByText('One King Bed Guest Room')).toHaveCount(0);
  await other.close();
});

test('a guessed or altered cart id never opens a cart: the browser goes back to the rate list', async ({ page }) => {
  await page.goto(`/reservation/rateListMenu.mi?${search}`);
  await page.getByRole('button', { name: /^Select / }).first().click();
  await expect(page).toHaveURL(/guestInfo\.mi\?cartId=/);
  const cartId = new URL(page.url()).searchParams.get('cartId') ?? '';
  const altered = `${cartId.slice(0, -1)}${cartId.endsWith('A') ? 'B' : 'A'}`;
  for (const id of [altered, 'AAAAAAAAAAAAAAAAAAAAAA', '1', "' or 1=1 --"]) {
    await page.goto(`/reservation/guestInfo.mi?${new URLSearchParams({ cartId: id })}`);
    await expect(page).toHaveURL(/\/reservation\/rateListMenu\.mi/);
    await expect(page.getByRole('heading', { name: 'Complete your booking' })).toHaveCount(0);
  }
});
