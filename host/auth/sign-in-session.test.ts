// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { markSessionForRefetch, readMfaOptions, saveMfaOptions, takeSessionRefetchFlag } from './sign-in-session';

afterEach(() => sessionStorage.clear());

describe('the session refetch flag', () => {
  it('is taken once after it was set, and is kept in session storage', () => {
    expect(takeSessionRefetchFlag()).toBe(false);
    markSessionForRefetch();
    expect(sessionStorage.length).toBe(1);
    expect(takeSessionRefetchFlag()).toBe(true);
    expect(takeSessionRefetchFlag()).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('two-step verification options', () => {
  it('round-trip through session storage', () => {
    saveMfaOptions({ emailAddress: 'n•••@example.com', phoneNumbers: ['•••• 0104'] });
    expect(readMfaOptions()).toEqual({ emailAddress: 'n•••@example.com', phoneNumbers: ['•••• 0104'] });
  });

  it('read as nothing when absent, unreadable or of the wrong shape, and drop stray entries', () => {
    expect(readMfaOptions()).toBeNull();
    sessionStorage.setItem('portico.signIn.mfaOptions', '{not json');
    expect(readMfaOptions()).toBeNull();
    sessionStorage.setItem('portico.signIn.mfaOptions', JSON.stringify({ emailAddress: 42, phoneNumbers: [] }));
    expect(readMfaOptions()).toBeNull();
    sessionStorage.setItem('portico.signIn.mfaOptions', JSON.stringify({ emailAddress: 'n•••@example.com', phoneNumbers: ['•••• 0104', 7] }));
    expect(readMfaOptions()).toEqual({ emailAddress: 'n•••@example.com', phoneNumbers: ['•••• 0104'] });
  });
});
