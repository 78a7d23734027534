import { beforeAll, describe, expect, it, vi } from 'vitest';
import { messagesFor, loadAreas } from '../../../shared/i18n/messages';
import { MESSAGE_AREAS } from '../guest-info-messages';
import type { GuestInfoInput } from './guest-info-values';
import { loadPhoneRules } from '../../../shared/ui/phone-rules';
import { validateGuestInfo } from './validate-guest-info';

beforeAll(() => Promise.all([loadAreas('en-US', MESSAGE_AREAS), loadAreas('es-ES', MESSAGE_AREAS), loadPhoneRules()]));

/** A form that passes every check: a guest in Chicago who has accepted the terms. */
const validForm = (): GuestInfoInput => ({
  guest: {
    title: 'MS',
    givenName: 'Olivia',
    surname: 'Brown',
    email: 'olivia.brown@example.com',
    phone: '312 555 0199',
    phoneCountry: '',
    address: { countryCode: 'US', line1: '1 Main Street', line2: '', city: 'Chicago', stateProvinceCode: 'IL', postalCode: '60601' },
  },
  roomRequests: ['CRIB'],
  comments: 'Late check-in please.',
  arrivalTime: '21:00',
  isTravelAgent: false,
  travelAgent: { iataNumber: '' },
  aaaNumber: '',
  isBuyPointConsent: true,
  isLegalConsentAccepted: true,
  isPrivacyPolicyAccepted: true,
  isPrepayConsentAccepted: false,
  saveToProfile: false,
  joinNow: false,
  enrollment: { password: '', confirmPassword: '', smsCountryCode: 'US', smsNumber: '', consents: [] },
});

/** A form breaking the shared rules of phone, address, postal code and stay requests at once. */
const brokenForm = (): GuestInfoInput => {
  const form = validForm();
  return {
    ...form,
    guest: { ...form.guest, phone: '555 014', address: { ...form.guest.address, line1: ' ', city: '', stateProvinceCode: '', postalCode: '1003' } },
    roomRequests: ['PETFEE1', 'PETFEE2'],
    comments: 'x'.repeat(251),
    arrivalTime: '21:30',
  };
};

const rulesIn = (locale: 'en-US' | 'es-ES') => {
  const { t, sayProblem } = messagesFor(locale);
  return { isPrepayConsentRequired: false, t, sayProblem };
};

describe('validateGuestInfo', () => {
  it('while the phone rules are on their way, refuses only a phone that needs no metadata to refuse', async () => {
    // Modules of their own: the phone rules this file loaded first are not there yet.
    vi.resetModules();
    const [{ validateGuestInfo: validateEarly }, messages] = await Promise.all([import('./validate-guest-info'), import('../../../shared/i18n/messages')]);
    await messages.loadAreas('en-US', MESSAGE_AREAS);
    const { t, sayProblem } = messages.messagesFor('en-US');
    const phoneError = (phone: string) => (validateEarly({ ...validForm(), guest: { ...validForm().guest, phone } }, { isPrepayConsentRequired: false, t, sayProblem }).guest as { phone?: string } | undefined)?.phone;
    expect(phoneError('')).toBe('Enter your phone number.');
    expect(phoneError('212 555 01x7')).toBeDefined();
    // Too short for the US, which only the metadata knows: said once the rules are here.
    expect(phoneError('212 555')).toBeUndefined();
  });

  it('finds nothing wrong with a whole form', () => {
    expect(validateGuestInfo(validForm(), rulesIn('en-US'))).toEqual({});
  });

  it('words each shared rule’s refusal in en-US', () => {
    expect(validateGuestInfo(brokenForm(), rulesIn('en-US'))).toEqual({
      guest: {
        phone: 'This phone number is too short for the country chosen. Check that no digit is missing.',
        address: {
          line1: 'Enter your street address.',
          city: 'Enter your city.',
          stateProvinceCode: 'Enter your state.',
          postalCode: 'Enter a ZIP code of 5 digits, or 5 digits, a hyphen and 4 digits.',
        },
      },
      roomRequests: 'Choose one pet option.',
      comments: 'Comments have at most 250 characters.',
      arrivalTime: 'Choose an arrival time from the list.',
    });
  });

  it('words the same refusals in the page’s locale, Spanish here', () => {
    expect(validateGuestInfo(brokenForm(), rulesIn('es-ES'))).toEqual({
      guest: {
        phone: 'Este número de teléfono es demasiado corto para el país elegido. Comprueba que no falte ninguna cifra.',
        address: {
          line1: 'Introduce tu calle y número.',
          city: 'Introduce tu ciudad.',
          stateProvinceCode: 'Introduce tu estado.',
          postalCode: 'Introduce un código ZIP de 5 dígitos, o de 5 dígitos, un guion y 4 dígitos.',
        },
      },
      roomRequests: 'Elige una sola opción de mascotas.',
      comments: 'Los comentarios tienen como máximo 250 caracteres.',
      arrivalTime: 'Elige una hora de llegada de la lista.',
    });
  });

  it('names a missing phone and a Canadian code’s shape in Spanish', () => {
    const form = validForm();
    form.guest = { ...form.guest, phone: '', address: { ...form.guest.address, countryCode: 'CA', stateProvinceCode: '', postalCode: '12345' } };
    expect(validateGuestInfo(form, rulesIn('es-ES'))).toEqual({
      guest: {
        phone: 'Introduce tu número de teléfono.',
        address: { stateProvinceCode: 'Introduce tu provincia o estado.', postalCode: 'Introduce un código postal como K1A 0B1.' },
      },
    });
  });

  it('checks the phone in the country chosen beside it, or the one its + names, not the address’s', () => {
    const form = validForm();
    form.guest = { ...form.guest, phone: '020 7946 0958', phoneCountry: 'GB' };
    expect(validateGuestInfo(form, rulesIn('en-US'))).toEqual({});
    form.guest = { ...form.guest, phone: '+44 20 7946 0958', phoneCountry: '' };
    expect(validateGuestInfo(form, rulesIn('en-US'))).toEqual({});
  });
});
