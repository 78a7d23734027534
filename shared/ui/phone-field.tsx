import { css } from '@linaria/core';
import { useEffect, useRef, type ChangeEvent, type FocusEventHandler } from 'react';
import { COUNTRY_DIAL_CODES } from '../domain/countries';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const DIAL_CODE_OF = new Map(COUNTRY_DIAL_CODES.map((entry) => [entry.countryCode, entry.dialCode]));

// The country takes what room it needs and the number the rest; on a phone the two stack.
const phoneFieldClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  column-gap: 1rem;
`;

export type PhoneFieldProps = {
  label: string;
  countryLabel: string;
  /** The countries to choose from, in the order and language to show them. */
  countries: readonly { code: string; name: string }[];
  /** The country a number without `+` is dialled in. */
  country: string;
  onCountryChange: (country: string) => void;
  /** The country's form field: named, a country picked before the page's script ran is kept on hydration. */
  countryName?: string;
  /**
   * The country a number written with `+` and its country code belongs to (`countryOfPhoneNumber` of
   * shared/validation/phone-number.ts), passed in so a form may load those rules later; null while they
   * are on their way, and a number typed meanwhile is read once they come.
   */
  countryOfNumber: ((typed: string) => string | null) | null;
  /** The number as typed: kept as it is, so nothing the guest wrote is dropped behind their back. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  required?: boolean;
  error?: string | undefined;
};

/**
 * A phone number with the country it is dialled in. The number is typed, pasted or autofilled in any
 * common format; one written with `+` and a country code sets the country itself, so a pasted foreign
 * number is never read as a local one.
 */
export function PhoneField({ label, countryLabel, countries, country, onCountryChange, countryName, countryOfNumber, value, onChange, onBlur, onFocus, name, required, error }: PhoneFieldProps) {
  const followWrittenCountry = (typed: string, readCountry: (typed: string) => string | null) => {
    const written = readCountry(typed);
    if (written && written !== country && countries.some((item) => item.code === written)) onCountryChange(written);
  };
  const isTypedUnread = useRef(false);
  const changeNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    if (countryOfNumber) followWrittenCountry(typed, countryOfNumber);
    else isTypedUnread.current = true;
    onChange(typed);
  };
  // A number typed before the rules came is read as they come, as it would have been when typed.
  useEffect(() => {
    if (!countryOfNumber || !isTypedUnread.current) return;
    isTypedUnread.current = false;
    followWrittenCountry(value, countryOfNumber);
    // Once, as the rules come: the number's later changes are read as they are typed.
  }, [countryOfNumber]);
  return (
    <div className={phoneFieldClass}>
      <SelectField
        label={countryLabel}
        name={countryName}
        value={country}
        onChange={(event) => onCountryChange(event.target.value)}
        placeholder={country ? undefined : '—'}
        options={countries.map((item) => ({ value: item.code, label: DIAL_CODE_OF.has(item.code) ? `${item.name} (+${DIAL_CODE_OF.get(item.code)})` : item.name }))}
      />
      <TextField
        label={label}
        name={name}
        value={value}
        onChange={changeNumber}
        onBlur={onBlur}
        onFocus={onFocus}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        required={required}
        error={error}
      />
    </div>
  );
}
