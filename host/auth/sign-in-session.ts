import type { SignInSucceededDetail } from '../../bridge';

/**
 * What the host keeps in session storage around signing in (spec section 4): the refetch flag that
 * makes the next user-details read go to the server, and a two-step member's verification options.
 */
const REFETCH_KEY = 'portico.session.refetch';
const MFA_OPTIONS_KEY = 'portico.signIn.mfaOptions';

type MfaOption = NonNullable<SignInSucceededDetail['mfaOption']>;

function write(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage can be blocked; the flags then only cost an extra request or a repeated choice.
  }
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function markSessionForRefetch() {
  write(REFETCH_KEY, 'true');
}

/** True once after the flag was set: reading it clears it. */
export function takeSessionRefetchFlag(): boolean {
  const isSet = read(REFETCH_KEY) === 'true';
  if (isSet) write(REFETCH_KEY, null);
  return isSet;
}

export function saveMfaOptions(option: MfaOption) {
  write(MFA_OPTIONS_KEY, JSON.stringify(option));
}

/** Once the code signed the member in, the options are of no further use. */
export function clearMfaOptions() {
  write(MFA_OPTIONS_KEY, null);
}

export function readMfaOptions(): MfaOption | null {
  try {
    const value = JSON.parse(read(MFA_OPTIONS_KEY) ?? 'null') as Partial<MfaOption> | null;
    if (!value || typeof value.emailAddress !== 'string' || !Array.isArray(value.phoneNumbers)) return null;
    return { emailAddress: value.emailAddress, phoneNumbers: value.phoneNumbers.filter((phone) => typeof phone === 'string') };
  } catch {
    return null;
  }
}
