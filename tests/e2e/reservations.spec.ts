import { type Page } from '@playwright/test';
import { expect, test } from '../support/run-clock';
import { codeFromInbox } from '../support/dev-inbox';
import { LIAM, LOOKUP_FRAME, lookUp, openLookup, openSignIn, signIn, waitForHydration } from '../support/journeys';

// Fixture orders (mock-api/seed/reservation-fixtures.ts); dates are relative to the day of seeding.
const AVA_UPCOMING = '71234567';
const LIAM_NEW_YORK_ROOM_1 = '82345681';
const LIAM_NEW_YORK_ROOM_2 = '82345682';
const VISITOR_BOOKING = '91234561';
const UPCOMING = '/reservation/upcomingReservation.mi';

const room = (page: Page, ordinal: number) => page.getByRole('article', { name: `Room ${ordinal}` });

async function signInAs(page: Page, member: { email: string; password: string }, firstName: string) {
  await signIn(await openSignIn(page), member.email, member.password);
  await expect(page.getByText(`Hi, ${firstName}`)).toBeVisible();
}

test('the lookup dialog grows downwards: when its promotion arrives, the button the guest is about to press stays put', async ({ page }) => {
  // The promotion waits for the set-up call's answer, held here until the button has been measured.
  let answerSetUp = () => {};
  const setUpAnswered = new Promise<void>((resolve) => (answerSetUp = resolve));
  await page.route('**/mi/phoenix-account-auth/v1/signInSetup', async (route) => {
    await setUpAnswered;
    await route.continue();
  });
  await page.goto('/');
  const frame = await openLookup(page);
  const button = frame.getByRole('button', { name: 'Find reservation' });
  await expect(button).toBeEnabled();
  const frameHeight = async () => (await page.locator(LOOKUP_FRAME).boundingBox())!.height;
  const [buttonBefore, heightBefore] = [(await button.boundingBox())!, await frameHeight()];

  answerSetUp();
  await expect(frame.getByText('Keep every trip in one place')).toBeVisible();
  await expect.poll(frameHeight).toBeGreaterThan(heightBefore);
  expect(await button.boundingBox()).toEqual(buttonBefore);
});

test('a visitor finds 71234567 / Morgan through the overlay and reaches the upcoming reservation page', async ({ page }) => {
  await page.goto('/');
  const frame = await openLookup(page);
  await lookUp(frame, AVA_UPCOMING, 'morgan');

  await expect(page).toHaveURL(`${UPCOMING}?confirmationNumber=${AVA_UPCOMING}`);
  await expect(page.getByRole('dialog', { name: 'Find your reservation' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation at Portico Times Square' })).toBeVisible();
  const onlyRoom = room(page, 1);
  await expect(onlyRoom).toContainText('Ava Morgan');
  await expect(onlyRoom).toContainText('Pre-arrival: online check-in opens closer to your arrival.');
  await expect(onlyRoom.getByText(/^Free cancellation until .+\. After that, cancelling costs \$[\d,.]+\.$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary of charges' })).toContainText(/\$[\d,]+\.\d\d/);
  // The post-booking hotel header, without the heart: a visitor has no saved hotels.
  const hotelHeader = page.getByRole('region', { name: 'Your hotel: Portico Times Square' });
  await expect(hotelHeader.getByRole('button', { name: 'Hotel details' })).toBeVisible();
  await expect(hotelHeader.getByRole('button', { name: /^Save/ })).toHaveCount(0);

  // The room stay detail modal, and back.
  await page.getByRole('button', { name: 'Room stay details' }).click();
  const details = page.getByRole('dialog', { name: 'Room 1 stay details' });
  await expect(details.getByText('Nightly rate')).toBeVisible();
  await details.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(details).toBeHidden();

  // The lookup is remembered for this browser: a reload is still allowed to see the reservation.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation at Portico Times Square' })).toBeVisible();
});

test('a wrong last name is refused in the overlay, and nothing typed is lost', async ({ page }) => {
  await page.goto('/');
  const frame = await openLookup(page);
  await lookUp(frame, AVA_UPCOMING, 'Chen');

  await expect(frame.getByRole('alert')).toHaveText(
    'We could not find a reservation with that confirmation number and last name. Check both and try again.',
  );
  await expect(frame.getByLabel('Confirmation number')).toHaveValue(AVA_UPCOMING);
  await expect(frame.getByLabel('Last name')).toHaveValue('Chen');
  await expect(page).toHaveURL('/');

  // The address of the reservation does not open it either: the server sends the browser to the lookup.
  await page.goto(`${UPCOMING}?confirmationNumber=${AVA_UPCOMING}`);
  await expect(page).toHaveURL('/reservation/lookupReservation.mi?fromOverlay=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your reservation' })).toBeVisible();
});

test('a member cancels one room of two and sees it cancelled after a reload', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, LIAM, 'Liam');
  await page.goto(`${UPCOMING}?confirmationNumber=${LIAM_NEW_YORK_ROOM_2}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation at Portico Times Square' })).toBeVisible();
  // A member's post-booking header has the heart (Liam saved NYCTS).
  await expect(page.getByRole('region', { name: 'Your hotel: Portico Times Square' }).getByRole('button', { name: 'Saved: Portico Times Square' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel room 2' }).click();
  const modal = page.getByRole('dialog', { name: 'Cancel room 2' });
  await expect(modal.getByText('The room you are cancelling')).toBeVisible();
  await expect(modal).toContainText('Cancelling now is free of charge.');
  await modal.getByRole('button', { name: 'Cancel room', exact: true }).click();

  await expect(page).toHaveURL(/\/reservation\/confirmReservationCancellation\.mi\?confirmationNumber=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Room cancelled' })).toBeVisible();
  const cancelled = page.getByRole('region', { name: 'Cancelled reservation details' });
  await expect(cancelled.getByText('Cancellation number')).toBeVisible();

  await page.goto(`${UPCOMING}?confirmationNumber=${LIAM_NEW_YORK_ROOM_2}`);
  await page.reload();
  await expect(room(page, 2)).toContainText('Cancelled');
  await expect(room(page, 1)).toContainText('Confirmed');
  await expect(page.getByRole('button', { name: 'Cancel room 2' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel room 1' })).toBeVisible();
});

test('a visitor who looked a booking up on the lookup page cancels it, and it stays cancelled', async ({ page }) => {
  await page.goto('/reservation/lookupReservation.mi?fromOverlay=true');
  await lookUp(page.frameLocator(LOOKUP_FRAME), VISITOR_BOOKING, 'Brown');
  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation at Portico Chicago Magnificent Mile' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel room', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Cancel room' });
  await modal.getByRole('button', { name: 'Cancel room', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cancellation is confirmed' })).toBeVisible();

  await page.goto(`${UPCOMING}?confirmationNumber=${VISITOR_BOOKING}`);
  await expect(page.getByText('Every room of this reservation is cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cancel room/ })).toHaveCount(0);
});

test('a visitor who looked up a whole order confirms with the code e-mailed to the booking, and may then change it', async ({ page }) => {
  await page.goto('/reservation/lookupReservation.mi?fromOverlay=true');
  await lookUp(page.frameLocator(LOOKUP_FRAME), LIAM_NEW_YORK_ROOM_1, 'Chen');
  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation at Portico Times Square' })).toBeVisible();
  await waitForHydration(page);
  const roomOne = room(page, 1);
  await expect(roomOne.getByRole('link', { name: /^Change dates or room/ })).toHaveCount(0);

  const panel = page.getByRole('region', { name: 'Change this booking or pay for more' });
  await expect(panel).toContainText('l••••@example.com');
  await panel.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(panel.getByLabel('Code from the e-mail')).toBeFocused();
  await panel.getByLabel('Code from the e-mail').fill(await codeFromInbox(page, LIAM.email));
  await panel.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText('Thank you. You can now change this booking.')).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(roomOne.getByRole('link', { name: 'Change dates or room for room 1' })).toBeVisible();
});

test('my trips sends a visitor to sign in, brings them back, and lists their stays in the right places', async ({ page }) => {
  await page.goto('/loyalty/findReservationList.mi');
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in.mi' && url.searchParams.get('returnTo') === '/loyalty/findReservationList.mi');
  await signIn(page.frameLocator('iframe[title="Sign in to Portico Rewards"]'), LIAM.email, LIAM.password);

  await expect(page).toHaveURL('/loyalty/findReservationList.mi');
  await expect(page.getByRole('heading', { level: 1, name: 'My trips' })).toBeVisible();
  const hotelsIn = (section: string) => page.getByRole('region', { name: section }).getByRole('heading', { level: 3 });
  await expect(hotelsIn('Upcoming stays')).toContainText(['Portico Shanghai Pudong', 'Portico Bangkok Riverside', 'Portico London King']);
  await expect(hotelsIn('Past stays')).toHaveText(['Portico Paris Opéra']);
  await expect(hotelsIn('Cancelled stays')).toHaveText(['Jewel Resort Dubai']);

  await page.getByRole('link', { name: 'View reservation 82345671' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Your reservation at Portico London King/ })).toBeVisible();
  await expect(room(page, 1)).toContainText('Suite Night Award requested');
});
