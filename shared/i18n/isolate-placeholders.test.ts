import MessageFormat from '@messageformat/core';
import { describe, expect, it } from 'vitest';
import { isolatePlaceholders } from './isolate-placeholders';

const FSI = '\u2068';
const PDI = '\u2069';

function formatted(source: string, params: Record<string, unknown>) {
  return new MessageFormat('ar').compile(isolatePlaceholders(source))(params);
}

describe('isolatePlaceholders', () => {
  it('sets each printed value between isolates, inside plural cases too', () => {
    expect(formatted('العنوان: {address}', { address: '1535 Broadway' })).toBe(`العنوان: ${FSI}1535 Broadway${PDI}`);
    expect(formatted('{count, plural, one {غرفة في {hotel}} other {# غرف في {hotel}}}', { count: 3, hotel: 'Portico Times Square' })).toBe(
      `3 غرف في ${FSI}Portico Times Square${PDI}`,
    );
  });

  it('leaves the values that plural and select choose on, and plain numbers, untouched', () => {
    expect(formatted('{kind, select, card {بطاقة} other {نقداً}}', { kind: 'card' })).toBe('بطاقة');
    expect(formatted('{nights, number} ليالٍ', { nights: 2 })).not.toContain(FSI);
  });

  it('changes nothing in a message that prints no value', () => {
    expect(isolatePlaceholders('تسجيل الدخول')).toBe('تسجيل الدخول');
  });
});
