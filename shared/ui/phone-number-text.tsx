import { formatPhoneNumber, type FormatPhoneOptions } from '../format/format-phone';
import { LeftToRightText } from './left-to-right-text';

export type PhoneNumberTextProps = FormatPhoneOptions & {
  /** The stored number: E.164, or older national digits. */
  value: string;
  /** A sentence around the number, e.g. `(phone) => t('hotelFacts.phone.call', { phone })`; the number alone when absent. */
  words?: (formattedNumber: string) => string;
};

/**
 * A guest's phone number as text, formatted here (libphonenumber comes with it, so a page that only shows
 * a number the API formatted, such as a hotel's, uses LeftToRightText instead) and isolated left to right.
 */
export function PhoneNumberText({ value, homeCountry, words }: PhoneNumberTextProps) {
  return <LeftToRightText text={formatPhoneNumber(value, { homeCountry })} words={words} />;
}
