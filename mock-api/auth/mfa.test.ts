import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, mfaOptionFor } from './mfa';

describe('two-step verification destinations', () => {
  it('show the first letter and the domain of an e-mail address', () => {
    expect(maskEmail('noah.patel@example.com')).toBe('n••••@example.com');
    expect(maskEmail('not-an-address')).toBe('••••');
  });

  it('show the last four digits of a phone number', () => {
    expect(maskPhone('+1 415 555 0142')).toBe('•••• 0142');
  });

  it('are null when two-step verification is off, and list only what is on', () => {
    expect(mfaOptionFor({ mfaEmail: null, mfaPhone: null })).toBeNull();
    expect(mfaOptionFor({ mfaEmail: null, mfaPhone: '+44 20 7946 0018' })).toEqual({ emailAddress: '', phoneNumbers: ['•••• 0018'] });
  });
});
