/**
 * Failed-password lockout (contract: the server enforces it, the messages quote it). Five wrong
 * passwords in a row lock sign-in for 15 minutes; the fourth answers with the last-attempt warning.
 * Failures older than the lock period no longer count, so a forgotten attempt last week does not
 * leave a member one try from a lock.
 */
export const SIGN_IN_LOCKOUT = {
  maxFailures: 5,
  lockMinutes: 15,
} as const;

export const SIGN_IN_LOCK_MS = SIGN_IN_LOCKOUT.lockMinutes * 60 * 1000;
