import { type FrameLocator, type Page } from '@playwright/test';
import { expect, test, RUN_YEAR } from '../support/run-clock';
import { LIAM, LOOKUP_FRAME, NYCTS_OVERVIEW, lookUp, openLookup } from '../support/journeys';
import { PAYMENT_FRAME, VISA, acceptAcknowledgements, acceptConsents, dayFromToday, fillVisitor, payWithNewCard, selectKingRate, selectRate, signInFromHeader, stayFrom } from '../support/booking-pages';

const VISITOR = { givenName: 'Rory', surname: 'Quinn', email: 'rory.quinn@example.com', phone: '2125550142' };

/** The payment form in its frame on the booking page, once guest information is saved. */
async function paymentForm(page: Page): Promise<FrameLocator> {
  const frame = page.frameLocator(PAYMENT_FRAME);
  await expect(frame.getByLabel('Card number')).toBeVisible();
  return frame;
}

const DECLINED_VISA = { number: '4000 0000 0000 0002', securityCode: '123', name: 'Rory Quinn' };

/** From the review page: every acknowledgement, Book now, and the confirmation's first number. */
async function bookNow(page: Page): Promise<string> {
  await acceptAcknowledgements(page);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\.mi\?confirmationNumber=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: /confirmed/i })).toBeVisible();
  return new URL(page.url()).searchParams.get('confirmationNumber')!;
}

test('a visitor books a cash rate from the hotel page to the confirmation, and finds the booking by lookup', async ({ page }) => {
  const checkIn = dayFromToday(150);
  const checkOut = dayFromToday(152);
  await page.goto(NYCTS_OVERVIEW);
  await page.getByRole('link', { name: 'Check availability' }).first().click();
  await page.getByLabel('Check-in').fill(checkIn);
  await page.getByLabel('Check-out').fill(checkOut);
  await page.getByRole('button', { name: 'Find rooms' }).click();
  await selectKingRate(page, 'Flexible rate');
  // The hotel page's footer has the site's link columns; the booking steps' minimized one does not.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation')).toHaveCount(0);
  await expect(footer.getByRole('button', { name: /^Language:/ })).toBeVisible();

  const guestForm = page.frameLocator('iframe[title="Guest information"]');
  await fillVisitor(guestForm, VISITOR);
  await acceptConsents(guestForm);
  await guestForm.getByRole('button', { name: 'Continue' }).click();

  // The payment section takes over on the same page: a guarantee, nothing charged now.
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
  const payment = await paymentForm(page);
  await expect(payment.getByText(/guarantees the booking/)).toBeVisible();
  await payment.getByLabel('Card number').fill('4111');
  await expect(payment.getByText('Visa', { exact: true })).toBeVisible();
  await payment.getByLabel('Card number').fill('');
  await payWithNewCard(payment, VISA);

  await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi\?cartId=/);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(/Visa.*1111/);
  const confirmationNumber = await bookNow(page);
  await expect(page.getByText(confirmationNumber).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary of charges' })).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(page.getByText(/rory\.quinn@example\.com|r•+@example\.com/).first()).toBeVisible();

  // Found again by the lookup with the guest's last name.
  await page.goto('/');
  await lookUp(await openLookup(page), confirmationNumber, VISITOR.surname);
  await expect(page).toHaveURL(new RegExp(`/reservation/upcomingReservation\\.mi\\?confirmationNumber=${confirmationNumber}`));
  await expect(page.getByText(confirmationNumber).first()).toBeVisible();
});

test('a member books a points rate, and their balance drops by the points', async ({ page }) => {
  await signInFromHeader(page, LIAM);
  const stay = stayFrom(154, { rewardsRedemption: true }, 1);
  const balanceBefore = await pointsBalance(page, stay);
  const guestForm = await selectRate(page, stay, 'Points', 'Points');
  await acceptConsents(guestForm);
  await guestForm.getByRole('button', { name: 'Continue' }).click();
  await payWithNewCard(await paymentForm(page), { ...VISA, name: 'Liam Chen' });
  await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi\?cartId=/);
  await bookNow(page);
  const charges = page.getByRole('region', { name: 'Summary of charges' });
  const pointsText = await charges.getByText(/[\d,]+ points/).first().innerText();
  const points = Number(pointsText.replace(/[^\d]/g, ''));
  expect(points).toBeGreaterThan(0);

  expect(await pointsBalance(page, stay)).toBe(balanceBefore - points);
});

/** The member's points balance as the rate list's points tab shows it. */
async function pointsBalance(page: Page, stay: ReturnType<typeof stayFrom>): Promise<number> {
  const here = page.url();
  await page.goto(`/reservation/rateListMenu.mi?${new URLSearchParams({ propertyId: stay.propertyId, checkInDate: stay.checkInDate, checkOutDate: stay.checkOutDate, numRooms: '1', numAdultsPerRoom: '2', numChildrenPerRoom: '0', rewardsRedemption: 'true' })}`);
  const balance = page.getByText(/Your points balance: [\d,]+ points/);
  await expect(balance).toBeVisible();
  const value = Number((await balance.innerText()).replace(/[^\d]/g, ''));
  await page.goto(here);
  return value;
}

test('a double click on Book now books once', async ({ page }) => {
  const guestForm = await selectRate(page, stayFrom(156), 'Flexible rate');
  await fillVisitor(guestForm, VISITOR);
  await acceptConsents(guestForm);
  await guestForm.getByRole('button', { name: 'Continue' }).click();
  await payWithNewCard(await paymentForm(page), VISA);
  await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi\?cartId=/);
  await acceptAcknowledgements(page);

  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/CreateOrder')) orders.push(request.url());
  });
  await page.getByRole('button', { name: 'Book now' }).dblclick();
  await expect(page).toHaveURL(/\/reservation\/confirmation\.mi\?confirmationNumber=\d+/);
  expect(orders).toHaveLength(1);
  // The booked cart cannot be booked again: going back to the review leaves for the rate list.
  await page.goBack();
  await expect(page).not.toHaveURL(/reviewDetails/);
});

test('a declined card reaches the host page’s banner through the bridge, and another card books', async ({ page }) => {
  const guestForm = await selectRate(page, stayFrom(158), 'Flexible rate');
  await fillVisitor(guestForm, VISITOR);
  await acceptConsents(guestForm);
  await guestForm.getByRole('button', { name: 'Continue' }).click();
  const payment = await paymentForm(page);
  await payWithNewCard(payment, DECLINED_VISA);

  // The banner is the host page's own, outside the frame.
  const banner = page.getByRole('alert').filter({ hasText: /declined/i });
  await expect(banner).toBeVisible();
  await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi\?cartId=/);
  await payWithNewCard(payment, { ...VISA, number: '5555 5555 5555 4444' });
  await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi\?cartId=/);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(/Mastercard.*4444/);
});

test.describe('on a 390-px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the whole journey, hotel page to confirmation, fits and works', async ({ page }) => {
    await page.goto(NYCTS_OVERVIEW);
    await page.getByRole('link', { name: 'Check availability' }).first().click();
    await page.getByLabel('Check-in').fill(dayFromToday(160));
    await page.getByLabel('Check-out').fill(dayFromToday(161));
    await page.getByRole('button', { name: 'Find rooms' }).click();
    await selectKingRate(page, 'Flexible rate');
    const guestForm = page.frameLocator('iframe[title="Guest information"]');
    await fillVisitor(guestForm, VISITOR);
    await acceptConsents(guestForm);
    await guestForm.getByRole('button', { name: 'Continue' }).click();
    await payWithNewCard(await paymentForm(page), VISA);
    await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi\?cartId=/);
    await bookNow(page);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

/** Presses Tab until `target` has the focus (in the page or in a frame), as a keyboard user moves. */
async function tabTo(page: Page, target: ReturnType<FrameLocator['getByLabel']>, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    const isFocused = await target.evaluate((element) => element === element.ownerDocument.activeElement && element.ownerDocument.hasFocus()).catch(() => false);
    if (isFocused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focus ring as drawn: what tells a keyboard user which control is theirs. */
const ringOf = (target: ReturnType<FrameLocator['getByLabel']>) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`, boxShadow: style.boxShadow };
  });

/** Each step of the booking starts at the top, with the focus on its heading and a title of its own. */
async function expectStepStart(page: Page, heading: string | RegExp, title: string) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(page).toHaveTitle(title);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

for (const width of [390, 1280]) {
  test(`the whole journey with the keyboard alone, at ${width} px: each step starts at its heading, and a focused invalid box shows the focus ring`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const guestForm = await selectRate(page, stayFrom(width === 390 ? 168 : 162, {}, 1), 'Flexible rate');
    await expectStepStart(page, 'Complete your booking', 'Guest information · Portico Hotels');
    const type = async (target: ReturnType<FrameLocator['getByLabel']>, text: string) => {
      await tabTo(page, target);
      await page.keyboard.type(text);
    };
    const choose = async (target: ReturnType<FrameLocator['getByLabel']>, value: string) => {
      await tabTo(page, target);
      await target.selectOption(value);
    };
    await type(guestForm.getByLabel('First name'), VISITOR.givenName);
    await type(guestForm.getByLabel('Last name'), VISITOR.surname);
    await type(guestForm.getByLabel('E-mail'), VISITOR.email);
    await choose(guestForm.getByLabel('Country or region'), 'US');
    await type(guestForm.getByLabel('Phone'), VISITOR.phone);
    await type(guestForm.getByLabel('Address line 1'), '350 Fifth Avenue');
    await type(guestForm.getByLabel('City'), 'New York');
    await choose(guestForm.getByLabel('State or province'), 'NY');
    await type(guestForm.getByLabel('Postal code'), '10118');

    // Continue with the consents unticked: the error handling sends the focus to the first box, which
    // must show the focus ring, not only the red outline its unfocused neighbour shows.
    await tabTo(page, guestForm.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    const terms = guestForm.getByLabel(/^I accept the booking terms/);
    const privacy = guestForm.getByLabel(/^I have read the global privacy policy/);
    await expect(terms).toBeFocused();
    await expect(privacy).toHaveAttribute('aria-invalid', 'true');
    const focusedRing = await ringOf(terms);
    expect(focusedRing).not.toEqual(await ringOf(privacy));
    expect(focusedRing.outline).toBe('solid 3px rgb(15, 76, 92)');
    for (const consent of [terms, privacy]) {
      await tabTo(page, consent);
      await page.keyboard.press('Space');
    }
    await tabTo(page, guestForm.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    const payment = await paymentForm(page);
    await type(payment.getByLabel('Card number'), '4111111111111111');
    await type(payment.getByLabel('Security code'), '123');
    await choose(payment.getByLabel('Expiry month'), '12');
    await choose(payment.getByLabel('Expiry year'), String(RUN_YEAR + 2));
    await type(payment.getByLabel('Name on card'), 'Rory Quinn');
    await tabTo(page, payment.getByRole('button', { name: 'Use this card' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi\?cartId=/);
    await expectStepStart(page, 'Review your booking', 'Review your booking · Portico Hotels');
    const acknowledgements = page.getByRole('group', { name: 'Before you book' }).getByRole('checkbox');
    await expect(acknowledgements.first()).toBeVisible();
    for (const box of await acknowledgements.all()) {
      await tabTo(page, box);
      await page.keyboard.press('Space');
    }
    await tabTo(page, page.getByRole('button', { name: 'Book now' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/reservation\/confirmation\.mi\?confirmationNumber=\d+/);
    await expectStepStart(page, /confirmed/i, 'Booking confirmed · Portico Hotels');
  });
}

test('after a lookup of the new booking, the visitor cancels it by the rules of the upcoming page', async ({ page }) => {
  const guestForm = await selectRate(page, stayFrom(164), 'Flexible rate');
  await fillVisitor(guestForm, VISITOR);
  await acceptConsents(guestForm);
  await guestForm.getByRole('button', { name: 'Continue' }).click();
  await payWithNewCard(await paymentForm(page), VISA);
  await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi\?cartId=/);
  const confirmationNumber = await bookNow(page);

  await page.goto('/reservation/lookupReservation.mi?fromOverlay=true');
  await lookUp(page.frameLocator(LOOKUP_FRAME), confirmationNumber, VISITOR.surname);
  await page.getByRole('button', { name: 'Cancel room', exact: true }).click();
  await page.getByRole('dialog', { name: 'Cancel room' }).getByRole('button', { name: 'Cancel room', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cancellation is confirmed' })).toBeVisible();
});
