/**
 * Password rules (spec section 5) for every form that sets a password: 8 to 20 characters with a
 * lowercase letter, an uppercase letter, and a digit or special character, drawn only from letters,
 * digits and @!#$&?%=_. Signing in does not apply them: older passwords stay valid.
 */
import type { ValidationMessage } from '../i18n/message-ref';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULES_MAX_LENGTH = 20;
export const PASSWORD_SPECIAL_CHARACTERS = '@!#$&?%=_';

/**
 * The rules in the order the hint and a refusal name them. Their words are the catalogue's
 * (validation.password.hint and .needs), which take each rule by its id.
 */
export const passwordRules = [
  { id: 'length', test: (value: string) => value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_RULES_MAX_LENGTH },
  { id: 'lowercase', test: (value: string) => /[a-z]/.test(value) },
  { id: 'uppercase', test: (value: string) => /[A-Z]/.test(value) },
  { id: 'digitOrSpecial', test: (value: string) => /[\d@!#$&?%=_]/.test(value) },
  { id: 'allowedCharacters', test: (value: string) => /^[A-Za-z\d@!#$&?%=_]*$/.test(value) },
] as const;

export type PasswordRuleId = (typeof passwordRules)[number]['id'];

/** The rules a password breaks; empty when it meets them all. */
export function brokenPasswordRules(value: string): PasswordRuleId[] {
  return passwordRules.filter((rule) => !rule.test(value)).map((rule) => rule.id);
}

/** What every rule's words take: the length's bounds and the special characters allowed. */
const RULE_PARAMS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_RULES_MAX_LENGTH, special: PASSWORD_SPECIAL_CHARACTERS };

/** The rules as a hint for a form that sets a password: every rule, in order. */
export const passwordRulesHint = { key: 'validation.password.hint', params: RULE_PARAMS } as const satisfies ValidationMessage;

/**
 * How validation.password.needs lists a rule: `first` for the first broken rule, `next` for a later one
 * (after the locale's separator), `none` for one kept (said as nothing). A catalogue cannot join a list
 * itself, so each rule's place is passed in.
 */
type ListedRule = 'first' | 'next' | 'none';

/** The refusal naming every rule `broken` holds, in the rules' order; null when it holds none. */
export function passwordNeedsMessage(broken: readonly PasswordRuleId[]): ValidationMessage | null {
  if (broken.length === 0) return null;
  const first = passwordRules.find((rule) => broken.includes(rule.id))!.id;
  const place = (id: PasswordRuleId): ListedRule => (!broken.includes(id) ? 'none' : id === first ? 'first' : 'next');
  return {
    key: 'validation.password.needs',
    params: {
      ...RULE_PARAMS,
      length: place('length'),
      lowercase: place('lowercase'),
      uppercase: place('uppercase'),
      digitOrSpecial: place('digitOrSpecial'),
      allowedCharacters: place('allowedCharacters'),
    },
  };
}
