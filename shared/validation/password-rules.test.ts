import { describe, expect, it } from 'vitest';
import { messageArea as validationMessages } from '../i18n/generated/areas/validation';
import { loadAreas, messagesFor } from '../i18n/messages';
import { validationInEnglishOf } from '../i18n/validation-in-english';
import { brokenPasswordRules, passwordNeedsMessage, passwordRulesHint } from './password-rules';

describe('password rules', () => {
  it('accepts a password that meets every rule', () => {
    expect(brokenPasswordRules('Stay#Well2026')).toEqual([]);
    expect(brokenPasswordRules('Abcdefg1')).toEqual([]);
    expect(brokenPasswordRules('Abcdefg_')).toEqual([]);
  });

  it.each([
    ['Ab1', ['length']],
    ['Abcdefgh1234567890123', ['length']],
    ['ABCDEFG1', ['lowercase']],
    ['abcdefg1', ['uppercase']],
    ['Abcdefgh', ['digitOrSpecial']],
    ['Abcdefg1*', ['allowedCharacters']],
    ['Abcdefg 1', ['allowedCharacters']],
  ])('%j breaks %j', (password, rules) => {
    expect(brokenPasswordRules(password)).toEqual(rules);
  });
});

describe('the rules in words', () => {
  it('lists every rule as the hint, in order', () => {
    expect(validationInEnglishOf(passwordRulesHint)).toBe(
      'Your password needs: 8 to 20 characters; a lowercase letter; an uppercase letter; a number or one of @!#$&?%=_; only letters, numbers and @!#$&?%=_.',
    );
  });

  it('names only the broken rules, joined by the locale’s separator', async () => {
    await loadAreas('ja-JP', [validationMessages]);
    const needs = passwordNeedsMessage(['uppercase', 'allowedCharacters'])!;
    expect(validationInEnglishOf(needs)).toBe('Your password needs an uppercase letter; only letters, numbers and @!#$&?%=_.');
    expect(messagesFor('ja-JP').say(needs)).toBe('パスワードには次が必要です：大文字；英字、数字、@!#$&?%=_ のみ。');
    expect(passwordNeedsMessage([])).toBeNull();
  });
});
