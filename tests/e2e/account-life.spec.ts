import { expect, test } from '../support/run-clock';
import { linkInNewestMail } from '../support/dev-inbox';
import { framedForm, openSignIn, signIn, waitForHydration } from '../support/journeys';

/** The forgot-password journey changes her password, so no other journey signs in as her. */
const OLIVIA = { email: 'olivia.grant@example.com', givenName: 'Olivia' } as const;

test('a member who forgot her password asks from the sign-in overlay, follows the e-mailed link and signs in with the new one', async ({ page }) => {
  const newPassword = 'Morning#Tide2027';
  await page.goto('/');
  const overlay = await openSignIn(page);
  await overlay.getByRole('link', { name: 'Forgot password?' }).click();

  await expect(page).toHaveURL(/\/emailPassword\.mi$/);
  await waitForHydration(page);
  await page.getByLabel('E-mail or member number').fill(OLIVIA.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();

  const link = await linkInNewestMail(page, OLIVIA.email, 'Reset your Portico password');
  expect(link).toMatch(/\/resetPassword\.mi\?locale=en-US#token=/);
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel('Choose a password').fill(newPassword);
  await page.getByLabel('Confirm the password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();

  await expect(page).toHaveURL(/\/sign-in\.mi\?passwordChanged=true$/);
  await expect(page.getByText('Your password has been changed. Sign in with your new password.')).toBeVisible();
  await signIn(await framedForm(page), OLIVIA.email, newPassword);
  await expect(page.getByText(`Hi, ${OLIVIA.givenName}`)).toBeVisible();
});

test('a reset link opened a second time says it was used, and offers a new one', async ({ page }) => {
  // The link of the journey above was spent by it; the inbox still holds it.
  const link = await linkInNewestMail(page, OLIVIA.email, 'Reset your Portico password');
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel('Choose a password').fill('Second#Try2027');
  await page.getByLabel('Confirm the password').fill('Second#Try2027');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link to reset your password was used already or is no longer valid. Ask for a new one.');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/emailPassword\.mi$/);
});

test('a visitor joins from the sign-in overlay’s Join now, confirms from the e-mail, and is signed in', async ({ page }) => {
  const maya = { email: 'maya.okafor@example.com', password: 'Joined#Today2026' };
  await page.goto('/');
  const overlay = await openSignIn(page);
  await overlay.getByRole('link', { name: 'Join now' }).click();

  await expect(page).toHaveURL(/\/loyalty\/createAccount\/createAccountPage1\.mi$/);
  await waitForHydration(page);
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('E-mail').fill(maya.email);
  await page.getByLabel('Country or region').selectOption('US');
  await page.getByLabel('Street address').fill('233 S Wacker Dr');
  await page.getByLabel('City').fill('Chicago');
  await page.getByRole('combobox', { name: 'State or province' }).selectOption('IL');
  await page.getByLabel('Postal code').fill('60606');
  await page.getByLabel('Choose a password').fill(maya.password);
  await page.getByLabel('Confirm the password').fill(maya.password);
  await page.getByRole('checkbox', { name: /I agree to the Portico Rewards terms/ }).check();
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeFocused();

  const link = await linkInNewestMail(page, maya.email, 'Confirm your e-mail to join Portico Rewards');
  expect(link).toMatch(/\/loyalty\/createAccount\/createAccountPage2\.mi\?locale=en-US#token=/);
  await page.goto(link);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Portico Rewards, Maya' })).toBeFocused();
  await expect(page.getByText(/Your member number is 2\d{8}\. You are signed in\./)).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByText('Hi, Maya')).toBeVisible();
});

test('a member who joined at a hotel activates her online account from the sign-in overlay, signs in with her first password and changes it in her account', async ({ page }) => {
  const grace = { email: 'grace.lin@example.com', memberNumber: '100000007', password: 'Front#Desk2026' };
  await page.goto('/');
  const overlay = await openSignIn(page);
  await overlay.getByRole('link', { name: 'Activate your online account' }).click();

  await expect(page).toHaveURL(/\/loyalty\/createAccount\/activateOnlineAccount\.mi$/);
  await waitForHydration(page);
  await page.getByLabel('Member number').fill(grace.memberNumber);
  await page.getByLabel('Last name').fill('Lin');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();

  const link = await linkInNewestMail(page, grace.email, 'Activate your Portico Rewards online account');
  expect(link).toMatch(/\/resetPassword\.mi\?activate=true&locale=en-US#token=/);
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel('Choose a password').fill(grace.password);
  await page.getByLabel('Confirm the password').fill(grace.password);
  await page.getByRole('button', { name: 'Activate my online account' }).click();

  await expect(page).toHaveURL(/\/sign-in\.mi\?variant=enrollment$/);
  const frame = await framedForm(page);
  await signIn(frame, grace.memberNumber, grace.password);
  await expect(frame.getByRole('status')).toContainText('You are signed in, Grace');
  await expect(frame.getByRole('status')).toContainText('Your online account is active.');
  await frame.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Hi, Grace')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('region', { name: 'Member' })).toContainText('Member number 100000007');
  const passwordForm = page.getByRole('region', { name: 'Change password' });
  await passwordForm.getByLabel('Current password').fill(grace.password);
  await passwordForm.getByLabel('Choose a password').fill('Second#Key2026');
  await passwordForm.getByLabel('Confirm the password').fill('Second#Key2026');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByRole('status')).toHaveText('Your password is changed. You stay signed in here; every other device is signed out.');
  // The change ended every session, this browser's too, which carries on in the new one it was given.
  await page.reload();
  await expect(page.getByText('Hi, Grace')).toBeVisible();
});
