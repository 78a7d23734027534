import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, NAME_PATTERN, PHONE_CHARACTERS_PATTERN, stripHtmlTags, stripNonDigits, USERNAME_LIKE_PATTERN } from './text-patterns';

describe('text patterns', () => {
  it('e-mail addresses hold no control characters, which no mail server accepts and the database cannot always store', () => {
    expect(EMAIL_PATTERN.test('ava.morgan@example.com')).toBe(true);
    expect(EMAIL_PATTERN.test('zoë@exämple.com')).toBe(true);
    for (const control of ['\u0000', '\u0001', '\u001f', '\u007f', '\u0085']) {
      expect(EMAIL_PATTERN.test(`x@example.com${control}`)).toBe(false);
      expect(EMAIL_PATTERN.test(`x${control}y@example.com`)).toBe(false);
    }
  });

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
    expect(stripHtmlTags('<<b>script>alert(1)<</b>/script>')).toBe('alert(1)');
    expect(stripHtmlTags('<scr<b>ipt>x')).not.toMatch(/<[a-z]/i);
  });
});
