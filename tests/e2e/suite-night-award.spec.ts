import { expect, test } from '../support/run-clock';
import { LIAM, openSignIn, signIn, waitForHydration } from '../support/journeys';

// Liam's London order (mock-api/seed/reservation-fixtures.ts): room 1 has a request already, room 2 none; Liam has 4 award nights left.
const LIAM_LONDON_ROOM_2 = '82345672';

test('Liam asks for a Suite Night Award on his second London room before the cutoff, and removes it again', async ({ page }) => {
  await page.goto('/');
  await signIn(await openSignIn(page), LIAM.email, LIAM.password);
  await expect(page.getByText('Hi, Liam')).toBeVisible();
  await page.goto(`/reservation/upcomingReservation.mi?confirmationNumber=${LIAM_LONDON_ROOM_2}`);
  await waitForHydration(page);
  const roomTwo = page.getByRole('article', { name: 'Room 2' });
  // The cutoff is printed in the hotel's own time: London's.
  await expect(roomTwo).toContainText(/uses 3 award nights of your 4\. Ask by .+ (GMT|BST|UTC)/);
  await roomTwo.getByRole('button', { name: 'Request a Suite Night Award for room 2' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Your Suite Night Award is requested.' })).toBeVisible();
  await expect(roomTwo).toContainText('Suite Night Award requested: we will let you know if a suite is free.');
  await page.reload();
  await expect(roomTwo).toContainText('Suite Night Award requested');
  await roomTwo.getByRole('button', { name: 'Remove Suite Night Award request for room 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your Suite Night Award request is removed' })).toBeVisible();
  await expect(roomTwo).toContainText('Suite Night Award removed from this room.');
});
