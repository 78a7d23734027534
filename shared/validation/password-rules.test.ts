import { describe, expect, it } from 'vitest';
import { brokenPasswordRules } from './password-rules';

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
