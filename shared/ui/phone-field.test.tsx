// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { countryOfPhoneNumber, toE164 } from '../validation/phone-number';
import { PhoneField } from './phone-field';

const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
];

function ControlledPhone({ countryOfNumber = countryOfPhoneNumber }: { countryOfNumber?: typeof countryOfPhoneNumber | null }) {
  const [country, setCountry] = useState('US');
  const [value, setValue] = useState('');
  return (
    <>
      <PhoneField label="Phone" countryLabel="Phone country code" countries={COUNTRIES} country={country} onCountryChange={setCountry} countryOfNumber={countryOfNumber} value={value} onChange={setValue} />
      <output>{toE164(value, country) ?? 'invalid'}</output>
    </>
  );
}

describe('PhoneField', () => {
  it('is a left-to-right telephone input the browser may autofill with the whole number', () => {
    render(<ControlledPhone />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).not.toHaveAttribute('maxlength');
  });

  it.each([
    ['(212) 555-0147', 'US', '+12125550147'],
    ['212.555.0147', 'US', '+12125550147'],
    ['+1 212 555 0147', 'US', '+12125550147'],
    ['+44 20 7946 0958', 'GB', '+442079460958'],
  ])('keeps a pasted %j as pasted, reads it in %s, as %s', async (pasted, country, e164) => {
    render(<ControlledPhone />);
    const input = screen.getByLabelText('Phone');
    await userEvent.click(input);
    await userEvent.paste(pasted);
    expect(input).toHaveValue(pasted);
    expect(screen.getByLabelText('Phone country code')).toHaveValue(country);
    expect(screen.getByRole('status')).toHaveTextContent(e164);
  });

  it('keeps an autofilled number whole, as one input event brings it', () => {
    render(<ControlledPhone />);
    const input = screen.getByLabelText('Phone');
    fireEvent.change(input, { target: { value: '(212) 555-0147' } });
    expect(input).toHaveValue('(212) 555-0147');
    expect(screen.getByRole('status')).toHaveTextContent('+12125550147');
  });

  it('reads a number without + in the country chosen', async () => {
    render(<ControlledPhone />);
    await userEvent.selectOptions(screen.getByLabelText('Phone country code'), 'GB');
    await userEvent.type(screen.getByLabelText('Phone'), '020 7946 0958');
    expect(screen.getByRole('status')).toHaveTextContent('+442079460958');
  });

  it('reads a number pasted before the rules came as they come, and keeps it as pasted', async () => {
    const { rerender } = render(<ControlledPhone countryOfNumber={null} />);
    const input = screen.getByLabelText('Phone');
    await userEvent.click(input);
    await userEvent.paste('+44 20 7946 0958');
    expect(screen.getByLabelText('Phone country code')).toHaveValue('US');
    rerender(<ControlledPhone countryOfNumber={countryOfPhoneNumber} />);
    expect(screen.getByLabelText('Phone country code')).toHaveValue('GB');
    expect(input).toHaveValue('+44 20 7946 0958');
  });

  it('leaves a country chosen after the number alone when nothing was typed while the rules were away', async () => {
    render(<ControlledPhone />);
    await userEvent.click(screen.getByLabelText('Phone'));
    await userEvent.paste('+44 20 7946 0958');
    await userEvent.selectOptions(screen.getByLabelText('Phone country code'), 'US');
    expect(screen.getByLabelText('Phone country code')).toHaveValue('US');
  });
});
