import { expect, type Page } from '@playwright/test';
import { devInboxApiPaths, type InboxAnswer } from '../../shared/domain/dev-inbox-api';
import { waitForHydration } from './journeys';

/**
 * The code in the newest message to `recipient` in the development inbox, read through its JSON call as
 * a tester's script would (the /dev/mail page shows the same). Waits for it: the code is sent as the
 * page says so, but a loaded machine may take a moment.
 */
export async function codeFromInbox(page: Page, recipient: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = (await (await page.request.get(`${devInboxApiPaths.messages}?${new URLSearchParams({ to: recipient })}`)).json()) as InboxAnswer;
      code = /\b(\d{6})\b/.exec(answer.messages[0]?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** The subjects of what the development inbox holds for `recipient`, newest first (texts have none). */
export async function subjectsInInbox(page: Page, recipient: string): Promise<(string | null)[]> {
  const answer = (await (await page.request.get(`${devInboxApiPaths.messages}?${new URLSearchParams({ to: recipient })}`)).json()) as InboxAnswer;
  return answer.messages.map((message) => message.subject);
}

/** Opens the development inbox for `recipient` and answers the first address in the text of its newest message called `subject`. */
export async function linkInNewestMail(page: Page, recipient: string, subject: string): Promise<string> {
  await page.goto('/dev/mail');
  await waitForHydration(page);
  await page.getByLabel('Recipient').fill(recipient);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const message = page.getByRole('article', { name: subject }).first();
  await expect(message).toBeVisible();
  const text = (await message.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  expect(link, `a link in "${subject}"`).toBeTruthy();
  return link!;
}
