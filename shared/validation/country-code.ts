/**
 * A country as the guest forms and the server pass it: an ISO 3166-1 alpha-2 code in upper case
 * (`US`, `CN`, `GB`). A plain string rather than a union of every code, because the list of countries
 * comes from the reservation system and grows without a release; the rules below name only the
 * countries they treat differently.
 */
export type CountryCode = string;

/**
 * `value` trimmed and upper-cased, so `' us'`, `'us'` and `'US'` meet the same rule: browsers and older
 * profiles send country codes in either case, and a rule keyed on `'US'` must not miss `'us'`.
 */
export function normalizeCountryCode(value: string | null | undefined): CountryCode {
  return (value ?? '').trim().toUpperCase();
}

/** Whether `value` (after normalising) has the shape of an alpha-2 code; it says nothing of whether the code is assigned. */
export function isCountryCodeShape(value: string | null | undefined): boolean {
  return /^[A-Z]{2}$/.test(normalizeCountryCode(value));
}

/** Whether `country` is one of `codes`, whatever its case. */
export function isCountryIn(country: string | null | undefined, codes: readonly CountryCode[]): boolean {
  return codes.includes(normalizeCountryCode(country));
}
