import { describe, expect, it } from 'vitest';
import { parseLookupVariant } from './lookup-variants';

describe('parseLookupVariant', () => {
  it('keeps a known variant and reads anything else as the fallback', () => {
    expect(parseLookupVariant('page')).toBe('page');
    expect(parseLookupVariant('dialog', 'page')).toBe('dialog');
    expect(parseLookupVariant('flyout')).toBe('dialog');
    expect(parseLookupVariant(null, 'page')).toBe('page');
    expect(parseLookupVariant('constructor')).toBe('dialog');
  });
});
