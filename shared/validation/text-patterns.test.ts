import { describe, expect, it } from 'vitest';
import { NAME_PATTERN, PHONE_CHARACTERS_PATTERN, stripHtmlTags, stripNonDigits, USERNAME_LIKE_PATTERN } from './text-patterns';

describe('text patterns', () => {
  it('username-like text allows letters, digits, _ - . @ and space only', () => {
    expect(USERNAME_LIKE_PATTERN.test('Ava Morgan_1-2.3@x')).toBe(true);
    expect(USERNAME_LIKE_PATTERN.test('José')).toBe(true);
    expect(USERNAME_LIKE_PATTERN.test('ava;drop')).toBe(false);
  });

  it('names allow letters, hyphen, apostrophe and space', () => {
    expect(NAME_PATTERN.test("O'Neil-Smith Jr")).toBe(true);
    expect(NAME_PATTERN.test('R2D2')).toBe(false);
  });

  it('phone fields keep digits only', () => {
    expect(PHONE_CHARACTERS_PATTERN.test('+1 212 555')).toBe(true);
    expect(stripNonDigits('+1 (212) 555-0142')).toBe('12125550142');
  });

  it('strips HTML tags from text', () => {
    expect(stripHtmlTags('Hello <b>there</b><img src=x onerror=alert(1)>')).toBe('Hello there');
    expect(stripHtmlTags('a < b')).toBe('a < b');
  });
});
