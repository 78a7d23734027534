import { describe, expect, it } from 'vitest';
import { fontStackRules } from './font-stacks';

const bodyStackOf = (selector: string) => {
  const rule = fontStackRules().split('\n').find((line) => line.startsWith(`${selector} {`));
  return /--font-body: ([^;]+);/.exec(rule ?? '')?.[1]?.split(', ') ?? [];
};

describe('fontStackRules', () => {
  it('puts the brand face first and the system faces last on every stack', () => {
    for (const line of fontStackRules().split('\n')) {
      expect(line).toMatch(/--font-body: 'Source Sans 3', /);
      expect(line).toMatch(/--font-display: 'Playfair Display', /);
      expect(line).toMatch(/sans-serif; --font-display/);
    }
  });

  it('puts the page language’s own CJK face before the other three', () => {
    const cjkOrder = (selector: string) => bodyStackOf(selector).filter((face) => /Noto Sans (JP|KR|SC|TC)/.test(face));
    expect(cjkOrder('[lang]:lang(ja)')[0]).toBe(`'Noto Sans JP'`);
    expect(cjkOrder('[lang]:lang(ko)')[0]).toBe(`'Noto Sans KR'`);
    expect(cjkOrder('[lang]:lang(zh)')[0]).toBe(`'Noto Sans SC'`);
    expect(cjkOrder('[lang]:is(:lang(zh-TW), :lang(zh-HK), :lang(zh-MO), :lang(zh-Hant))')[0]).toBe(`'Noto Sans TC'`);
    for (const selector of ['[lang]:lang(ja)', '[lang]:lang(ko)', ':root']) expect(cjkOrder(selector)).toHaveLength(4);
  });
});
