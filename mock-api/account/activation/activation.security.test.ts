import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCalls } from '../../testing/account-calls';
import { comparableAnswer, startApiWithHeldMemberLookups } from '../../testing/held-member-lookups';
import type { TestApi } from '../../testing/test-api';

let api: TestApi;
let account: ReturnType<typeof accountCalls>;
let openGate: () => void;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ api, account, open: openGate, close } = await startApiWithHeldMemberLookups());
});
afterAll(() => close());

describe('asking to activate an online account', () => {
  it('answers a number and surname that match nobody exactly as a member’s, before either is looked up, and e-mails only the member', async () => {
    const member = await comparableAnswer(await account.activate('100000007', 'Lin'));
    const nobody = await comparableAnswer(await account.activate('199999999', 'Lin'));
    const wrongName = await comparableAnswer(await account.activate('100000007', 'Chen'));
    expect(nobody).toEqual(member);
    expect(wrongName).toEqual(member);
    expect(await account.inbox()).toEqual([]);

    openGate();
    await api.settled();
    expect((await account.inbox()).map((mail) => mail.to)).toEqual([['grace.lin@example.com']]);
  });
});
