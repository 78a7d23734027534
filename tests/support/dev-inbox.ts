import { expect, type Page } from '@playwright/test';
import { devInboxApiPaths, type InboxAnswer } from '../../shared/domain/dev-inbox-api';

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
