import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/**
 * Host pages are server-rendered, and their dialog openers are real links until the script hydrates
 * them (a click before that goes to the page the link names, as it would without JavaScript). A test
 * about the dialog waits for hydration first.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
}

export const AVA = { email: 'ava.morgan@example.com', memberNumber: '100000001', password: 'Stay#Well2026' } as const;

export const SIGN_IN_FRAME = 'iframe[title="Sign in to Portico Rewards"]';

/**
 * Opens the header's sign-in dialog and waits until the overlay is ready, as a user sees it: the form
 * is shown and the caret is in the login field (keys pressed earlier would land mid-handover).
 */
export async function openSignIn(page: Page): Promise<FrameLocator> {
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const frame = page.frameLocator(SIGN_IN_FRAME);
  await expect(frame.getByLabel('Email or member number')).toBeVisible();
  await expect(frame.getByLabel('Email or member number')).toBeFocused();
  return frame;
}

export async function signIn(frame: FrameLocator | Page, login: string, password: string) {
  await frame.getByLabel('Email or member number').fill(login);
  await frame.getByLabel('Password', { exact: true }).fill(password);
  await frame.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export const LIAM = { email: 'liam.chen@example.com', memberNumber: '100000002', password: 'Stay#Well2026' } as const;
export const SOFIA = { email: 'sofia.reyes@example.com', memberNumber: '100000003', password: 'Stay#Well2026' } as const;
export const NOAH = { email: 'noah.patel@example.com', memberNumber: '100000004', password: 'Stay#Well2026' } as const;
/** At the saved-hotels limit: 20 saved, every fixture hotel but LONKX and SHAPD. */
export const EMMA = { email: 'emma.walsh@example.com', memberNumber: '100000005', password: 'Stay#Well2026' } as const;
export const NYCTS_OVERVIEW = '/hotels/nycts-portico-times-square/overview';

/** The sign-in form framed in a host page (standalone, error and timed-out pages), once it is ready. */
/**
 * The sign-in form in its frame, once hydrated: the server renders its Sign in button disabled until
 * the script runs, and a click on another of its buttons before then would do nothing.
 */
export async function framedForm(page: Page): Promise<FrameLocator> {
  // The visible one: the header may meanwhile load its own sign-in overlay ahead, hidden, under the same title.
  const frame = page.frameLocator(`${SIGN_IN_FRAME}:visible`);
  await expect(frame.getByLabel('Email or member number')).toBeEnabled();
  await expect(frame.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  return frame;
}

/**
 * Opens the hotel page's "Sign in for member rates" dialog (the reservation variant) once the page has
 * hydrated: its server-rendered button does nothing before, and a loaded machine hydrates late.
 */
export async function openMemberRatesSignIn(page: Page): Promise<FrameLocator> {
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign in for member rates' }).click();
  return framedForm(page);
}

/**
 * Clicks a control in an overlay whose own click closes that overlay (the host removes its frame), from
 * a task of the overlay's own. Playwright's input waits for the frame's acknowledgement, and an action
 * in a frame starts again when the frame's context goes (taken for a navigation): when the host removes
 * the frame first, both wait for ever, with the click done and the dialog closed (a 30 s time-out, seen
 * with a click, a dispatched event and Enter). Here the evaluation has answered before the click runs.
 */
export async function clickClosingItsFrame(control: Locator) {
  await control.evaluate((element: HTMLElement) => {
    setTimeout(() => element.click());
  });
}

export const LOOKUP_FRAME = 'iframe[title="Find your reservation"]';

/** Opens the header's "Find reservation" dialog and waits until the lookup form in it is ready. */
export async function openLookup(page: Page): Promise<FrameLocator> {
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Find reservation' }).click();
  await expect(page.getByRole('dialog', { name: 'Find your reservation' })).toBeVisible();
  const frame = page.frameLocator(LOOKUP_FRAME);
  await expect(frame.getByLabel('Confirmation number')).toBeEditable();
  return frame;
}

export async function lookUp(frame: FrameLocator, confirmationNumber: string, lastName: string) {
  await frame.getByLabel('Confirmation number').fill(confirmationNumber);
  await frame.getByLabel('Last name').fill(lastName);
  await frame.getByRole('button', { name: 'Find reservation' }).click();
}
