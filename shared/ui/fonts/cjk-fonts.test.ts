// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cjkStylesheetFor, linkCjkStylesheet } from './cjk-fonts';
import { watchCjkFonts } from './font-faces';

// The build gives each stylesheet a hashed address; here each stands for itself by its package's name.
vi.mock('@fontsource/noto-sans-jp/400.css?url', () => ({ default: '/assets/noto-sans-jp.css' }));
vi.mock('@fontsource/noto-sans-kr/400.css?url', () => ({ default: '/assets/noto-sans-kr.css' }));
vi.mock('@fontsource/noto-sans-sc/400.css?url', () => ({ default: '/assets/noto-sans-sc.css' }));
vi.mock('@fontsource/noto-sans-tc/400.css?url', () => ({ default: '/assets/noto-sans-tc.css' }));

const linkedStylesheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.replaceChildren();
  document.documentElement.lang = '';
});

describe('cjkStylesheetFor', () => {
  it('gives each language the Noto face of its own Han forms, and none to a language without Han', () => {
    expect(cjkStylesheetFor('ja-JP')).toBe('/assets/noto-sans-jp.css');
    expect(cjkStylesheetFor('ko-KR')).toBe('/assets/noto-sans-kr.css');
    expect(cjkStylesheetFor('zh-CN')).toBe('/assets/noto-sans-sc.css');
    expect(cjkStylesheetFor('zh-TW')).toBe('/assets/noto-sans-tc.css');
    expect(cjkStylesheetFor('zh-HK')).toBe('/assets/noto-sans-tc.css');
    for (const lang of ['en-US', 'th-TH', 'ar', '']) expect(cjkStylesheetFor(lang)).toBeUndefined();
  });
});

describe('linkCjkStylesheet', () => {
  it('links a language’s stylesheet once however often it is asked, and nothing for a language without Han', () => {
    linkCjkStylesheet('ja-JP');
    linkCjkStylesheet('ja-JP');
    linkCjkStylesheet('th-TH');
    expect(linkedStylesheets()).toEqual(['/assets/noto-sans-jp.css']);
  });
});

describe('watchCjkFonts', () => {
  it('links nothing while the page is in English, then the face of the language the page turns to', async () => {
    const root = document.documentElement;
    root.lang = 'en-US';
    watchCjkFonts(root);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(linkedStylesheets()).toEqual([]);

    root.lang = 'zh-TW';
    await vi.waitFor(() => expect(linkedStylesheets()).toEqual(['/assets/noto-sans-tc.css']));
  });
});
