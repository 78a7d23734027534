/**
 * Password rules (spec section 5) for every form that sets a password: 8 to 20 characters with a
 * lowercase letter, an uppercase letter, and a digit or special character, drawn only from letters,
 * digits and @!#$&?%=_. Signing in does not apply them: older passwords stay valid.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULES_MAX_LENGTH = 20;
export const PASSWORD_SPECIAL_CHARACTERS = '@!#$&?%=_';

export const passwordRules = [
  { id: 'length', label: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_RULES_MAX_LENGTH} characters`, test: (value: string) => value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_RULES_MAX_LENGTH },
  { id: 'lowercase', label: 'A lowercase letter', test: (value: string) => /[a-z]/.test(value) },
  { id: 'uppercase', label: 'An uppercase letter', test: (value: string) => /[A-Z]/.test(value) },
  { id: 'digitOrSpecial', label: `A number or one of ${PASSWORD_SPECIAL_CHARACTERS}`, test: (value: string) => /[\d@!#$&?%=_]/.test(value) },
  { id: 'allowedCharacters', label: `Only letters, numbers and ${PASSWORD_SPECIAL_CHARACTERS}`, test: (value: string) => /^[A-Za-z\d@!#$&?%=_]*$/.test(value) },
] as const;

export type PasswordRuleId = (typeof passwordRules)[number]['id'];

/** The rules a password breaks; empty when it meets them all. */
export function brokenPasswordRules(value: string): PasswordRuleId[] {
  return passwordRules.filter((rule) => !rule.test(value)).map((rule) => rule.id);
}
