import type { ValidationMessage } from '../i18n/message-ref';

/**
 * A one-time code as a guest types it from an e-mail or a text (two-step sign-in, a booking's code):
 * spaces, as some mail programs group digits, are dropped; what remains must be exactly `digits` digits.
 */
export function oneTimeCodeOf(value: string | null | undefined): string {
  return (value ?? '').replace(/\s/g, '');
}

/** Why `value` is not a one-time code of `digits` digits, or null when it is one. */
export function oneTimeCodeProblem(value: string | null | undefined, digits: number): ValidationMessage | null {
  return new RegExp(`^\\d{${digits}}$`).test(oneTimeCodeOf(value)) ? null : { key: 'validation.twoStepCode.format', params: { digits } };
}
