import { describe, expect, it } from 'vitest';
import { greetingName } from './use-user-details';

describe('greetingName', () => {
  it('capitalises the first letter of the consumer name', () => {
    expect(greetingName('ava')).toBe('Ava');
    expect(greetingName('Ava')).toBe('Ava');
  });

  it('has no name for nobody', () => {
    expect(greetingName(null)).toBeNull();
    expect(greetingName('')).toBeNull();
  });
});
