import { expect, type FrameLocator, type Page } from '@playwright/test';
import type { SearchCriteria } from '../../shared/booking/search-criteria';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { openSignIn, signIn } from './journeys';
import { dayFromToday, RUN_YEAR } from './run-clock';

/** The booking pages as a guest uses them, shared by the guest-info and checkout journeys. */
export const GUEST_INFO_FRAME = 'iframe[title="Guest information"]';

/** The payment overlay's frame, on the booking page once guest information is saved, and on the review's Change card. */
export const PAYMENT_FRAME = 'iframe[title="Payment"]';

/** The approved Visa test card (ARCHITECTURE.md, test cards). */
export const VISA = { number: '4111 1111 1111 1111', securityCode: '123', name: 'Rory Quinn' };

/** An ISO day `days` after today (UTC), as the seed counts its nights. */
export { dayFromToday };

/** Each test its own nights, so no test's carts take the rooms another counts on. */
export const stayFrom = (firstDay: number, overrides: Partial<SearchCriteria> = {}, nights = 2): SearchCriteria => ({
  propertyId: 'NYCTS',
  checkInDate: dayFromToday(firstDay),
  checkOutDate: dayFromToday(firstDay + nights),
  numRooms: 1,
  numAdultsPerRoom: 2,
  numChildrenPerRoom: 0,
  rewardsRedemption: false,
  ...overrides,
});

/** Selects `rateName` of the king room from the rate list, and waits for the guest-info form in its frame. */
export async function selectRate(page: Page, stay: SearchCriteria, rateName: string, tab?: string): Promise<FrameLocator> {
  await page.goto(bookingPaths.rateList.getHref(stay));
  if (tab) await page.getByRole('tab', { name: tab, exact: true }).click();
  await selectKingRate(page, rateName);
  await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi\?cartId=/);
  const frame = page.frameLocator(GUEST_INFO_FRAME);
  await expect(frame.getByLabel('First name')).toBeVisible();
  // The parts that load on their own (insurance is the last of them) are in place, so nothing moves under a click.
  await expect(frame.getByRole('heading', { name: 'Travel insurance' })).toBeVisible();
  await overlayHydrated(frame);
  await overlayConnected(frame);
  return frame;
}

/**
 * Waits until the host page's frame has connected its bridge and taken the overlay's height (OverlayFrame's
 * data-ready); a frame the embed loader made carries no such mark. The journeys act on a form whose host
 * listens: a link or a Continue the overlay hands to the host before then is not what they test.
 */
export async function overlayConnected(frame: FrameLocator) {
  await expect(frame.owner()).not.toHaveAttribute('data-ready', 'false');
}

/**
 * Waits until an overlay's server-rendered form has hydrated (its root marked by mountApp): a box ticked
 * before then is kept and ticked again as the form hydrates, but Playwright's check() reads it unticked
 * in between and fails. The journeys act on a working form; the typing-before-hydration tests do not wait.
 */
export async function overlayHydrated(frame: FrameLocator) {
  await expect(frame.locator('#root[data-hydrated]')).toBeAttached();
}

/** On the rate list, selects `rateName` of the king room: behind "See More" when it is not among the first two (spec 9, rate-card preload count). */
export async function selectKingRate(page: Page, rateName: string) {
  const rates = page.getByRole('list', { name: 'Rates for One King Bed Guest Room' });
  await expect(rates).toBeVisible();
  const more = page.getByRole('button', { name: 'See More rates for One King Bed Guest Room' });
  if (await more.isVisible()) await more.click();
  await rates.getByRole('button', { name: new RegExp(`^Select ${rateName}`) }).click();
}

/** On the review page: ticks every acknowledgement of "Before you book", once the list has loaded. */
export async function acceptAcknowledgements(page: Page) {
  const boxes = page.getByRole('group', { name: 'Before you book' }).getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) await box.check();
}

export async function signInFromHeader(page: Page, member: { email: string; password: string }) {
  await page.goto('/');
  await signIn(await openSignIn(page), member.email, member.password);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
}

export async function acceptConsents(frame: FrameLocator) {
  await frame.getByLabel(/^I accept the booking terms/).check();
  await frame.getByLabel(/^I have read the global privacy policy/).check();
}

/** Fills the guest-info form for a visitor; `skipNames` leaves the names as they are (typed before). */
export async function fillVisitor(frame: FrameLocator, guest: { givenName: string; surname: string; email: string; phone: string }, { skipNames = false } = {}) {
  if (!skipNames) {
    await frame.getByLabel('First name').fill(guest.givenName);
    await frame.getByLabel('Last name').fill(guest.surname);
  }
  await frame.getByLabel('E-mail').fill(guest.email);
  await frame.getByLabel('Country or region').selectOption('US');
  await frame.getByLabel('Phone').fill(guest.phone);
  await frame.getByLabel('Address line 1').fill('350 Fifth Avenue');
  await frame.getByLabel('City').fill('New York');
  await frame.getByLabel('State or province').selectOption('NY');
  await frame.getByLabel('Postal code').fill('10118');
}

/** Fills the payment overlay's new-card form with `card` (expiry December, two years on) and uses it. */
export async function payWithNewCard(frame: FrameLocator, card: { number: string; securityCode: string; name: string }) {
  await overlayHydrated(frame);
  await overlayConnected(frame);
  await frame.getByLabel('Card number').fill(card.number);
  await frame.getByLabel('Security code').fill(card.securityCode);
  await frame.getByLabel('Expiry month').selectOption('12');
  await frame.getByLabel('Expiry year').selectOption(String(RUN_YEAR + 2));
  await frame.getByLabel('Name on card').fill(card.name);
  await frame.getByRole('button', { name: 'Use this card' }).click();
}

/** A visitor as the checkout journeys book: Rory Quinn. */
export const VISITOR = { givenName: 'Rory', surname: 'Quinn', email: 'rory.quinn@example.com', phone: '2125550142' };

/** A visitor's booking up to the payment step of the booking page; each test its own nights. */
export async function atPaymentStep(page: Page, firstDay: number, guest = VISITOR): Promise<FrameLocator> {
  const guestForm = await selectRate(page, stayFrom(firstDay), 'Flexible rate');
  await fillVisitor(guestForm, guest);
  await acceptConsents(guestForm);
  await guestForm.getByRole('button', { name: 'Continue' }).click();
  const payment = page.frameLocator(PAYMENT_FRAME);
  await expect(payment.getByLabel('Card number')).toBeVisible();
  return payment;
}

/** A visitor's booking from the rate list to its confirmation page; answers the first room's confirmation number. */
export async function toConfirmation(page: Page, firstDay: number, guest = VISITOR): Promise<string> {
  await payWithNewCard(await atPaymentStep(page, firstDay, guest), { ...VISA, name: `${guest.givenName} ${guest.surname}` });
  await expect(page).toHaveURL(/reviewDetails/);
  await acceptAcknowledgements(page);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /confirmed/i })).toBeVisible();
  return new URL(page.url()).searchParams.get('confirmationNumber')!;
}
