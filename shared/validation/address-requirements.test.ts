import { describe, expect, it } from 'vitest';
import { validationInEnglishOf } from '../i18n/validation-in-english';
import { guestAddressErrors as addressProblems, missingAddressPartErrors as missingPartProblems, requiredAddressParts, type AddressErrors, type GuestAddressInput } from './address-requirements';

/** Each part's message in en-US words, as the tests read them. */
const inEnglish = (errors: AddressErrors) => Object.fromEntries(Object.entries(errors).map(([part, problem]) => [part, validationInEnglishOf(problem)]));
const missingAddressPartErrors = (address: GuestAddressInput) => inEnglish(missingPartProblems(address));
const guestAddressErrors = (address: GuestAddressInput) => inEnglish(addressProblems(address));

describe('requiredAddressParts', () => {
  it.each([
    ['US', ['line1', 'city', 'stateProvince', 'postalCode']],
    ['CA', ['line1', 'city', 'stateProvince', 'postalCode']],
    ['us', ['line1', 'city', 'stateProvince', 'postalCode']],
    ['AU', ['line1', 'city']],
    ['MX', ['line1', 'city']],
    ['ES', ['line1', 'city']],
    ['DE', ['line1', 'city']],
    ['JP', ['line1', 'city']],
    ['CN', ['city']],
    ['FR', ['line1', 'city', 'postalCode']],
    ['GB', []],
    ['AE', []],
    ['', []],
    [undefined, []],
  ])('%j requires %j', (country, parts) => {
    expect(requiredAddressParts(country)).toEqual(parts);
  });
});

describe('missingAddressPartErrors', () => {
  it('names every missing part, in US words for the US', () => {
    expect(missingAddressPartErrors({ country: 'US' })).toEqual({
      line1: 'Enter your street address.',
      city: 'Enter your city.',
      stateProvince: 'Enter your state.',
      postalCode: 'Enter your ZIP code.',
    });
    expect(missingAddressPartErrors({ country: 'CA', line1: '1 Main St', city: 'Toronto' })).toEqual({
      stateProvince: 'Enter your province or state.',
      postalCode: 'Enter your postal code.',
    });
  });

  it.each([
    [{ country: 'FR', line1: ' ', city: 'Paris' }, { line1: 'Enter your street address.', postalCode: 'Enter your postal code.' }],
    [{ country: 'CN', line1: '' }, { city: 'Enter your city.' }],
    [{ country: 'CN', city: 'Shanghai' }, {}],
    [{ country: 'DE', line1: 'Invalidenstraße 1', city: 'Berlin' }, {}],
    [{ country: 'JP', city: 'Tokyo' }, { line1: 'Enter your street address.' }],
    [{ country: 'GB' }, {}],
  ])('%j misses %j', (address, errors) => {
    expect(missingAddressPartErrors(address)).toEqual(errors);
  });
});

describe('guestAddressErrors', () => {
  const newYork = { country: 'US', line1: '1535 Broadway', city: 'New York', stateProvince: 'NY', postalCode: '10036' };

  it('accepts a whole address', () => {
    expect(guestAddressErrors(newYork)).toEqual({});
    expect(guestAddressErrors({ country: 'CA', line1: '1 Front St', city: 'Toronto', stateProvince: 'ON', postalCode: 'm5j 2n1' })).toEqual({});
  });

  it('adds a postal code of the wrong shape to the missing parts', () => {
    expect(guestAddressErrors({ ...newYork, city: '', postalCode: '1003' })).toEqual({
      city: 'Enter your city.',
      postalCode: 'Enter a ZIP code of 5 digits, or 5 digits, a hyphen and 4 digits.',
    });
  });

  it('checks an optional postal code that was given, and only in the US and Canada', () => {
    expect(guestAddressErrors({ country: 'ca', postalCode: '12345', line1: 'x', city: 'y', stateProvince: 'QC' })).toEqual({
      postalCode: 'Enter a postal code like K1A 0B1.',
    });
    expect(guestAddressErrors({ country: 'GB', postalCode: 'N1C 4AB' })).toEqual({});
  });
});
