import { randomInt, randomUUID } from 'node:crypto';
import { expect, test } from '../support/run-clock';
import { AVA, SIGN_IN_FRAME, SOFIA, signIn } from '../support/journeys';
import { GUEST_INFO_FRAME, PAYMENT_FRAME, VISA, acceptConsents, dayFromToday, fillVisitor, payWithNewCard, selectRate, signInFromHeader, stayFrom } from '../support/booking-pages';

test('a member finds the form filled from the profile, continues, and reviews what was saved', async ({ page }) => {
  await signInFromHeader(page, AVA);
  const frame = await selectRate(page, stayFrom(60), 'Member rate');
  await expect(frame.getByLabel('First name')).toHaveValue('Ava');
  await expect(frame.getByLabel('Last name')).toHaveValue('Morgan');
  await expect(frame.getByLabel('E-mail')).toHaveValue(AVA.email);
  await expect(frame.getByLabel('Phone')).not.toHaveValue('');
  await frame.getByLabel(/^Crib/).check();
  await frame.getByLabel('Estimated arrival time (optional)').selectOption('15:00');
  await acceptConsents(frame);
  await frame.getByRole('button', { name: 'Continue' }).click();

  // Saved: the booking page shows the details in short and asks for the card before the review.
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Guest information' })).toContainText('Ava Morgan');
  await payWithNewCard(page.frameLocator(PAYMENT_FRAME), { ...VISA, name: 'Ava Morgan' });

  await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi\?cartId=/);
  const details = page.getByRole('region', { name: 'Guest details' });
  await expect(details).toContainText('Ava Morgan');
  await expect(details).toContainText(AVA.email);
  await expect(details).toContainText('Crib');
  await expect(details).toContainText('15:00');
});

test('what a visitor typed survives a reload, and the consents are asked for by name', async ({ page }) => {
  const frame = await selectRate(page, stayFrom(62), 'Flexible rate');
  await fillVisitor(frame, { givenName: 'Maya', surname: 'Lindqvist', email: 'maya.lindqvist@example.com', phone: '2125550147' });
  await frame.getByRole('button', { name: 'Continue' }).click();
  await expect(frame.getByText('Accept the booking terms', { exact: false }).first()).toBeVisible();

  await page.reload();
  const again = page.frameLocator(GUEST_INFO_FRAME);
  await expect(again.getByLabel('First name')).toHaveValue('Maya');
  await expect(again.getByLabel('Postal code')).toHaveValue('10118');
  await expect(again.getByLabel('State or province')).toHaveValue('NY');
});

test('a visitor joins Portico Rewards inline, is signed in, and books on as the new member', async ({ page }) => {
  const frame = await selectRate(page, stayFrom(64), 'Flexible rate');
  const email = `joiner.${randomUUID()}@example.com`;
  await fillVisitor(frame, { givenName: 'Noor', surname: 'Haddad', email, phone: `2125${String(randomInt(1_000_000)).padStart(6, '0')}` });
  await frame.getByLabel('Join Portico Rewards and earn points for this stay').check();
  await frame.getByLabel('Choose a password').fill('Joining#2026');
  await frame.getByLabel('Confirm the password').fill('Joining#2026');
  for (const box of await frame.getByRole('group', { name: /^Your consent/ }).getByRole('checkbox').all()) await box.check();
  await acceptConsents(frame);
  await frame.getByRole('button', { name: 'Continue' }).click();
  await payWithNewCard(page.frameLocator(PAYMENT_FRAME), { ...VISA, name: 'Noor Haddad' });

  await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi\?cartId=/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText('Noor');
});

test('a travel agent’s wrong IATA numbers are refused on the field, each with its own words, and the right one is saved', async ({ page }) => {
  await signInFromHeader(page, SOFIA);
  const frame = await selectRate(page, stayFrom(66), 'Flexible rate');
  const iata = frame.getByLabel('IATA number');
  const cont = frame.getByRole('button', { name: 'Continue' });
  await expect(iata).toBeVisible();
  await expect(frame.getByLabel('AAA membership number')).toBeVisible();
  await acceptConsents(frame);
  const said: string[] = [];
  // The demo agencies (docs/demo-data.md): a wrong check digit, one IATA does not know, one flagged for fraud.
  for (const number of ['45128032', '55500012', '77889125']) {
    await iata.fill(number);
    await cont.click();
    await expect(iata).toHaveAttribute('aria-invalid', 'true');
    const description = await iata.evaluate((input) => input.getAttribute('aria-describedby')?.split(' ').map((id) => input.ownerDocument.getElementById(id)?.textContent ?? '').join(' ') ?? '');
    said.push(description);
  }
  expect(new Set(said).size).toBe(3);
  await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi\?cartId=/);

  await iata.fill('45128031'); // Sofia's own agency, Reyes Travel Studio
  await cont.click();
  await payWithNewCard(page.frameLocator(PAYMENT_FRAME), { ...VISA, name: 'Sofia Reyes' });
  await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi\?cartId=/);
  await expect(page.getByRole('region', { name: 'Guest details' })).toContainText('Reyes Travel Studio (IATA 45128031)');
});

test('a member short of points for a points rate sees what is missing and the top-up offer', async ({ page }) => {
  await signInFromHeader(page, SOFIA);
  // One night at NYCTS is 40,000 to 60,000 points: more than Sofia's 12,000, and within what one booking may buy.
  const frame = await selectRate(page, stayFrom(68, { rewardsRedemption: true }, 1), 'Points', 'Points');
  const panel = frame.getByRole('region', { name: 'Your points' });
  await expect(panel).toContainText('12,000');
  await expect(frame.getByLabel('Buy the points I am missing with this booking')).toBeChecked();
  await panel.getByRole('link', { name: /Top up your points/ }).click();
  await expect(page).toHaveURL(/\/loyalty\/redeem\/topUpPoints\.mi\?cartId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Top up your points' })).toBeVisible();
  await expect(page.getByText('Points missing')).toBeVisible();
});

test('travel insurance added in the overlay shows in the booking page’s summary', async ({ page }) => {
  const frame = await selectRate(page, stayFrom(70), 'Flexible rate');
  await frame.getByRole('button', { name: 'Get a quote' }).click();
  await frame.getByRole('button', { name: 'Add travel insurance' }).click();
  await expect(frame.getByText(/Travel insurance from .+ is added/)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your stay' });
  await expect(summary).toContainText(/Travel insurance \(.+\)\$[\d,]+\.\d{2}/);
  await expect(summary).toContainText(/Total with travel insurance\$[\d,]+\.\d{2}/);

  await frame.getByRole('button', { name: 'Remove travel insurance' }).click();
  await expect(summary).not.toContainText('Travel insurance');
});

test('a visitor signs in from the form and comes back to the same cart with nothing typed lost', async ({ page }) => {
  const frame = await selectRate(page, stayFrom(72), 'Flexible rate');
  const cartUrl = page.url();
  await frame.getByLabel('Comments (optional)').fill('Quiet room, please.');
  await frame.getByRole('button', { name: 'Sign in' }).click();
  await signIn(page.frameLocator(SIGN_IN_FRAME), AVA.email, AVA.password);
  const again = page.frameLocator(GUEST_INFO_FRAME);
  await expect(again.getByLabel('First name')).toHaveValue('Ava');
  await expect(again.getByLabel('Comments (optional)')).toHaveValue('Quiet room, please.');
  expect(page.url()).toBe(cartUrl);
});

test('after Continue the guest can change the saved details before paying, and the payment step comes back', async ({ page }) => {
  const frame = await selectRate(page, stayFrom(78), 'Flexible rate');
  await fillVisitor(frame, { givenName: 'Maya', surname: 'Lindqvist', email: 'maya.lindqvist@example.com', phone: '2125550147' });
  await acceptConsents(frame);
  await frame.getByRole('button', { name: 'Continue' }).click();
  const guest = page.getByRole('region', { name: 'Guest information' });
  await expect(guest).toContainText('Maya Lindqvist');
  await expect(page.frameLocator(PAYMENT_FRAME).getByLabel('Card number')).toBeVisible();

  await guest.getByRole('button', { name: 'Change guest information' }).click();
  await expect(page.getByRole('heading', { name: 'Guest information' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Payment' })).toHaveCount(0);
  const again = page.frameLocator(GUEST_INFO_FRAME);
  await expect(again.getByLabel('Last name')).toHaveValue('Lindqvist');
  await again.getByLabel('Last name').fill('Lindqvist-Berg');
  await acceptConsents(again);
  await again.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await expect(guest).toContainText('Maya Lindqvist-Berg');
  await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi\?cartId=/);
});
