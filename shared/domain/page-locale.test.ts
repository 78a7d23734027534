import { describe, expect, it } from 'vitest';
import { pageLocaleOf } from './page-locale';

describe('pageLocaleOf', () => {
  it('takes the address first, then the visitor’s choice, then the browser, then en-US', () => {
    expect(pageLocaleOf({ query: 'ar', cookie: 'ja-JP', browser: 'ko-KR' })).toBe('ar');
    expect(pageLocaleOf({ query: null, cookie: 'ja-JP', browser: 'ko-KR' })).toBe('ja-JP');
    expect(pageLocaleOf({ query: null, cookie: undefined, browser: 'ko-KR' })).toBe('ko-KR');
    expect(pageLocaleOf({ query: null, cookie: null, browser: null })).toBe('en-US');
  });

  it('reads each as the nearest supported locale and passes over one it cannot read', () => {
    expect(pageLocaleOf({ query: 'es-MX', cookie: null, browser: null })).toBe('es-ES');
    expect(pageLocaleOf({ query: 'fr-FR', cookie: 'th_th', browser: null })).toBe('th-TH');
    expect(pageLocaleOf({ query: '<script>', cookie: 'x'.repeat(100), browser: 'zh-tw' })).toBe('zh-TW');
  });
});
