import { bookingPaths } from '../../shared/domain/booking-paths';
import { hostPaths } from '../../shared/domain/paths';
import { stayFrom } from '../support/booking-pages';
import { expect, test } from '../support/run-clock';
import { linkInNewestMail } from '../support/dev-inbox';
import { openBeforeScripts } from '../support/before-scripts';
import { NOAH, waitForHydration } from '../support/journeys';

// Each server-rendered form of the host (the overlays' forms have their own hydration suites).
const TEXT_FORMS = [
  { name: 'forgot password', path: hostPaths.forgotPassword.getHref(), label: 'E-mail or member number', typed: 'ava.morgan@example.com' },
  { name: 'activate an online account', path: hostPaths.activateOnlineAccount.getHref(), label: 'Last name', typed: 'Morgan' },
];

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  for (const form of TEXT_FORMS) {
    test(`what a guest types into the ${form.name} form before the script arrives is kept, and the form goes on from it (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const hydrate = await openBeforeScripts(page, form.path);
      const field = page.getByLabel(form.label, { exact: true });
      await field.fill(form.typed);
      await hydrate();
      await expect(field).toHaveValue(form.typed);
      // The form's own state holds the text: a key typed now adds to it rather than replacing it.
      await field.press('End');
      await field.pressSequentially('9');
      await expect(field).toHaveValue(`${form.typed}9`);
    });
  }

  test(`a new password typed before the script arrives is kept on a real reset link (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(hostPaths.forgotPassword.getHref());
    await waitForHydration(page);
    await page.getByLabel('E-mail or member number').fill(NOAH.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    const link = new URL(await linkInNewestMail(page, NOAH.email, 'Reset your Portico password'));

    const hydrate = await openBeforeScripts(page, `${link.pathname}${link.search}${link.hash}`);
    const password = page.getByLabel('Choose a password', { exact: true });
    await password.fill('Evening#Tide2027');
    await hydrate();
    await expect(password).toHaveValue('Evening#Tide2027');
    await password.press('End');
    await password.pressSequentially('9');
    await expect(password).toHaveValue('Evening#Tide20279');
  });

  test(`rooms typed into the search form before the script arrives are the rooms searched for (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const hydrate = await openBeforeScripts(page, bookingPaths.availability.getHref(stayFrom(47)));
    await page.getByLabel('Rooms', { exact: true }).fill('3');
    await hydrate();
    await expect(page.getByLabel('Rooms', { exact: true })).toHaveValue('3');
    await page.getByRole('button', { name: 'Find rooms' }).click();
    await expect(page).toHaveURL(/[?&]numRooms=3(&|$)/);
  });
}
