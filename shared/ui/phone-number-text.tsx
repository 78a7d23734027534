import { formatPhoneNumber, type FormatPhoneOptions } from '../format/format-phone';

export type PhoneNumberTextProps = FormatPhoneOptions & {
  /** The stored number: E.164, or older national digits. */
  value: string;
  /** A sentence around the number, e.g. `(phone) => t('hotelFacts.phone.call', { phone })`; the number alone when absent. */
  words?: (formattedNumber: string) => string;
};

/**
 * A phone number as text, isolated left to right: in an Arabic sentence "+1 212-398-1900" would otherwise
 * be laid out by the bidi algorithm as "1900-398-212 1+". With `words`, only the number inside the
 * translated sentence is isolated, so the sentence keeps its own direction.
 */
export function PhoneNumberText({ value, homeCountry, words }: PhoneNumberTextProps) {
  const formatted = formatPhoneNumber(value, { homeCountry });
  const number = <bdi dir="ltr">{formatted}</bdi>;
  if (!words) return number;
  const sentence = words(formatted);
  const at = sentence.indexOf(formatted);
  if (at < 0) return <>{sentence}</>;
  return (
    <>
      {sentence.slice(0, at)}
      {number}
      {sentence.slice(at + formatted.length)}
    </>
  );
}
