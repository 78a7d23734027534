// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cjkStylesheetFor, watchCjkFonts } from './cjk-fonts';

// The build gives each stylesheet a hashed address; here each stands for itself by its package's name.
vi.mock('@fontsource/noto-sans-jp/400.css?url', () => ({ default: '/assets/noto-sans-jp.css' }));
vi.mock('@fontsource/noto-sans-kr/400.css?url', () => ({ default: '/assets/noto-sans-kr.css' }));
vi.mock('@fontsource/noto-sans-sc/400.css?url', () => ({ default: '/assets/noto-sans-sc.css' }));
vi.mock('@fontsource/noto-sans-tc/400.css?url', () => ({ default: '/assets/noto-sans-tc.css' }));

const linkedStylesheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));

describe('cjkStylesheetFor', () => {
  it('gives each language the Noto face of its own Han forms, and none to a language without Han', () => {
    expect(cjkStylesheetFor('ja-JP')).toMatch(/noto-sans-jp/);
    expect(cjkStylesheetFor('ko-KR')).toMatch(/noto-sans-kr/);
    expect(cjkStylesheetFor('zh-CN')).toMatch(/noto-sans-sc/);
    expect(cjkStylesheetFor('zh-TW')).toMatch(/noto-sans-tc/);
    expect(cjkStylesheetFor('zh-HK')).toMatch(/noto-sans-tc/);
    expect(cjkStylesheetFor('en-US')).toBeNull();
    expect(cjkStylesheetFor('th-TH')).toBeNull();
    expect(cjkStylesheetFor('ar')).toBeNull();
  });
});

describe('watchCjkFonts', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.documentElement.lang = '';
  });

  it('links nothing for a page in English, then the Japanese face once the page turns Japanese, and only once', async () => {
    const root = document.documentElement;
    root.lang = 'en-US';
    watchCjkFonts(root);
    expect(linkedStylesheets()).toEqual([]);

    root.lang = 'ja-JP';
    await Promise.resolve();
    root.lang = 'en-US';
    await Promise.resolve();
    root.lang = 'ja-JP';
    await Promise.resolve();
    expect(linkedStylesheets()).toEqual([cjkStylesheetFor('ja-JP')]);
  });
});
