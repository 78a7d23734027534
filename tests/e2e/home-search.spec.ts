import type { Page } from '@playwright/test';
import { expect, test, dayFromToday } from '../support/run-clock';
import { AVA, openSignIn, signIn, waitForHydration } from '../support/journeys';

// The home page's search: the destination type-ahead, the dates, the guests, and where a search leads
// (a hotel's rate list, or the results list of a city's hotels), at a phone's width and a desktop's.

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const destination = (page: Page) => page.getByRole('combobox', { name: 'Destination' });

async function setStay(page: Page, checkIn: number, checkOut: number) {
  await page.getByLabel('Check-in').fill(dayFromToday(checkIn));
  await page.getByLabel('Check-out').fill(dayFromToday(checkOut));
}

for (const size of WIDTHS) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('typing "lon" suggests London and its hotel; the hotel picked by keyboard leads to its rate list for the dates', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await destination(page).pressSequentially('lon');
      const options = page.getByRole('listbox', { name: 'Destination' }).getByRole('option');
      await expect(options).toHaveText([/^London\s*United Kingdom\s*City$/, /^Portico London King's Cross\s*London, United Kingdom\s*Hotel$/]);
      await expect(destination(page)).toHaveAttribute('aria-expanded', 'true');
      await destination(page).press('ArrowDown');
      await destination(page).press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(destination(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
      await destination(page).press('Enter');
      await expect(destination(page)).toHaveValue("Portico London King's Cross");
      await expect(options).toHaveCount(0);
      await setStay(page, 20, 22);
      await page.getByLabel('Adults per room').selectOption('2');
      await page.getByRole('button', { name: 'Find hotels' }).click();
      await expect(page).toHaveURL(/\/reservation\/rateListMenu\.mi\?/);
      const params = new URL(page.url()).searchParams;
      expect(Object.fromEntries(params)).toMatchObject({ propertyId: 'LONKX', checkInDate: dayFromToday(20), checkOutDate: dayFromToday(22), numAdultsPerRoom: '2', numRooms: '1' });
    });

    test('a city picked from the suggestions lists its hotels with price from and distance, each leading to its rates for the same stay', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await destination(page).pressSequentially('lon');
      await page.getByRole('option', { name: /^London/ }).click();
      await expect(destination(page)).toHaveValue('London');
      await setStay(page, 20, 23);
      await page.getByRole('button', { name: 'Find hotels' }).click();
      await expect(page).toHaveURL(/\/search\/findHotels\.mi\?/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotels in London');
      const hotels = page.getByRole('main').getByRole('listitem');
      await expect(hotels).toHaveCount(1);
      await expect(hotels).toContainText("Portico London King's Cross");
      await expect(hotels).toContainText(/From £\d[\d,]*(\.\d\d)? a night/);
      await expect(hotels).toContainText(/\d(\.\d)? mi from the center of London/);
      // Three reviews are too few to show a rating (the hotel pages' rule).
      await expect(hotels).not.toContainText('out of 5');
      await expect(hotels.getByRole('img')).toHaveJSProperty('complete', true);
      await hotels.getByRole('link', { name: "See rooms and rates at Portico London King's Cross" }).click();
      await expect(page).toHaveURL(/\/reservation\/rateListMenu\.mi\?/);
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ propertyId: 'LONKX', checkInDate: dayFromToday(20), checkOutDate: dayFromToday(23) });
    });

    test('the dates are chosen on the calendar with the keyboard alone', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const opener = page.getByRole('button', { name: 'Choose dates on a calendar' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const calendar = page.getByRole('application', { name: /Stay dates/ });
      await expect(calendar.getByRole('grid')).toBeVisible();
      // The caret starts on check-in (today): a week on is the new check-in, after which the caret
      // stands on the next day, the earliest check-out; two days more is the check-out.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      for (let day = 0; day < 2; day += 1) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(calendar).toHaveCount(0);
      await expect(page.getByLabel('Check-in')).toHaveValue(dayFromToday(7));
      await expect(page.getByLabel('Check-out')).toHaveValue(dayFromToday(10));
      await expect(page.getByRole('button', { name: 'Choose dates on a calendar' })).toBeFocused();
    });
  });
}

test('nothing found says so, and "Change search" brings back the search as typed', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await destination(page).fill('Atlantis');
  await page.getByRole('button', { name: 'Find hotels' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We found no hotels for “Atlantis”' })).toBeVisible();
  await page.getByRole('link', { name: 'Change search' }).click();
  await expect(destination(page)).toHaveValue('Atlantis');
});

test('a search is refused beside its field, before anything is asked', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Find hotels' }).click();
  await expect(destination(page)).toBeFocused();
  await expect(destination(page)).toHaveAccessibleDescription(/Type a city or a hotel\./);
  await expect(page).toHaveURL(/\/$/);
});

test.describe('before the script', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is a real search: a city typed and sent lists its hotels, rendered on the server', async ({ page }) => {
    await page.goto('/');
    await destination(page).fill('tokyo');
    await page.getByLabel('Check-in').fill(dayFromToday(30));
    await page.getByLabel('Check-out').fill(dayFromToday(31));
    await page.getByRole('button', { name: 'Find hotels' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotels in Tokyo');
    await expect(page.getByRole('main').getByRole('listitem')).toContainText(/Portico Tokyo Ginza[\s\S]*4\.5 out of 5 · 712 reviews[\s\S]*mi from the center of Tokyo/);
    await expect(page.getByRole('main').getByRole('listitem')).toContainText(/From ¥[\d,]+ a night/);
  });
});

test('the Arabic home page lays its calendar out right to left, and the Thai one counts Buddhist years', async ({ page }) => {
  await page.goto('/?locale=ar');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'اختر التواريخ من التقويم' }).click();
  const calendar = page.getByRole('application', { name: /تواريخ الإقامة/ });
  await expect(calendar.getByRole('grid')).toBeVisible();
  expect(await calendar.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  // The way to the next month is on the left when reading right to left.
  const [previous, next] = await Promise.all([0, 1].map((index) => calendar.locator('header button').nth(index).boundingBox()));
  expect(next!.x).toBeLessThan(previous!.x);

  await page.goto('/?locale=th-TH');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'เลือกวันที่จากปฏิทิน' }).click();
  const thaiYear = Number(dayFromToday(0).slice(0, 4)) + 543;
  await expect(page.getByRole('application').getByRole('heading')).toContainText(String(thaiYear));
});

test('a signed-in member sees their next stay, with its reservation a click away, and their points', async ({ page }) => {
  await page.goto('/');
  await signIn(await openSignIn(page), AVA.email, AVA.password);
  await expect(page.getByText('Hi, Ava')).toBeVisible();
  const nextStay = page.getByRole('region', { name: 'Your next stay' });
  await expect(nextStay).toContainText('Portico Times Square');
  await expect(page.getByRole('region', { name: 'Points balance' })).toContainText('45,000 points');
  await nextStay.getByRole('link', { name: 'View reservation 71234567' }).click();
  await expect(page).toHaveURL(/upcomingReservation\.mi\?confirmationNumber=71234567/);
});

test('at 320 px nothing on the home page or the results reaches past the screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const widest = () =>
    page.locator('#main').evaluate((main) => Math.max(...[main, ...main.querySelectorAll('*')].map((element) => element.getBoundingClientRect().right)));
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Choose dates on a calendar' }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  expect(await widest()).toBeLessThanOrEqual(320);
  await page.goto(`/search/findHotels.mi?destination=portico&checkInDate=${dayFromToday(20)}&checkOutDate=${dayFromToday(22)}`);
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  expect(await widest()).toBeLessThanOrEqual(320);
});
