import { mkdirSync } from 'node:fs';
import { expect, test } from '../support/run-clock';
import { NYCTS_OVERVIEW, waitForHydration } from '../support/journeys';
import { messageIn } from '../support/messages';

/** Looked at by a person at each change of the furniture or the locales, and kept with the run's results. */
const SCREENSHOTS = 'tests/results/locale-screenshots';

test.beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

test('the footer’s language selector shows the page in Arabic, right to left, keeps it for the next page, and an overlay opened there is right to left too', async ({ page }) => {
  await page.goto(NYCTS_OVERVIEW);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Language: English (United States)' }).click();
  const selector = page.getByRole('dialog', { name: 'Choose your language' });
  await expect(selector.getByRole('heading', { level: 3 })).toHaveText(['Americas', 'Europe', 'Middle East & Africa', 'Asia Pacific']);
  await selector.getByRole('link', { name: 'العربية' }).click();

  await expect(page).toHaveURL(/[?&]locale=ar\b/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Each value an Arabic message prints sits between Unicode isolates (FSI … PDI).
  await expect(page).toHaveTitle(messageIn('ar', 'host', 'pageTitle.format').replace('{page}', `\u2068${messageIn('ar', 'host', 'pageTitle.hotelOverview')}\u2069`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', messageIn('ar', 'host', 'document.description'));
  await expect(page.getByRole('contentinfo')).toContainText('جميع الحقوق محفوظة');
  await expect(page.getByRole('heading', { level: 1, name: 'Portico Times Square' })).toBeVisible();

  // The choice is kept in a cookie: the next page, whose address names no locale, is in Arabic too.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await waitForHydration(page);
  await page.getByRole('button', { name: messageIn('ar', 'host', 'accountArea.signIn'), exact: true }).click();
  const frame = page.frameLocator(`iframe[title="${messageIn('ar', 'host', 'signInFrame.title')}"]`);
  await expect(frame.getByLabel(messageIn('ar', 'sign-in', 'signIn.form.login.label'))).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'ar');
});

test('in simplified Chinese a hotel in mainland China links its address to Baidu and Amap, in GCJ-02', async ({ page }) => {
  await page.goto('/hotels/shapd-portico-shanghai-pudong/overview?locale=zh-CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const baidu = new URL((await page.getByRole('link', { name: /百度地图/ }).first().getAttribute('href'))!);
  const amap = new URL((await page.getByRole('link', { name: /高德地图/ }).first().getAttribute('href'))!);
  expect([baidu.host, baidu.searchParams.get('coord_type')]).toEqual(['api.map.baidu.com', 'gcj02']);
  expect(amap.host).toBe('uri.amap.com');
  await expect(page.getByRole('link', { name: /Google|Map$/ })).toHaveCount(0);
});

test('in traditional Chinese signing in is off from the header too, with the form shown disabled', async ({ page }) => {
  await page.goto('/?locale=zh-TW');
  await waitForHydration(page);
  await page.getByRole('button', { name: messageIn('zh-TW', 'host', 'accountArea.signIn'), exact: true }).click();
  const frame = page.frameLocator(`iframe[title="${messageIn('zh-TW', 'host', 'signInFrame.title')}"]`);
  await expect(frame.getByText(messageIn('zh-TW', 'sign-in', 'signIn.notice.localeDisabled'))).toBeVisible();
  await expect(frame.getByRole('button', { name: messageIn('zh-TW', 'sign-in', 'signIn.form.submit') })).toBeDisabled();
});

for (const locale of ['ar', 'th-TH'] as const) {
  test(`screenshots of a hotel page and its footer in ${locale}, kept with the results`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/hotels/bkkrv-portico-bangkok-riverside/overview?locale=${locale}`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.screenshot({ path: `${SCREENSHOTS}/${locale}-hotel-page.png`, fullPage: true });
    const footer = page.getByRole('contentinfo');
    await footer.locator('summary').click();
    await footer.screenshot({ path: `${SCREENSHOTS}/${locale}-footer.png` });
    await expect(footer).toContainText(locale === 'ar' ? 'جميع الحقوق محفوظة' : 'สงวนลิขสิทธิ์');
  });
}
