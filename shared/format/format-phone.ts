import { readablePhoneNumber } from '../validation/phone-number';

/** How a phone number is shown: `homeCountry` is the country whose people dial it without its country code. */
export type FormatPhoneOptions = { homeCountry?: string | null | undefined };

/**
 * A stored phone number as a person reads it (`readablePhoneNumber`, the rule the API formats with too):
 * national for a number of `homeCountry`, else international; what cannot be read, as it came.
 */
export function formatPhoneNumber(value: string, { homeCountry }: FormatPhoneOptions = {}): string {
  return readablePhoneNumber(value, homeCountry);
}
