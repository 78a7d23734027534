/** The phone rules with libphonenumber and its metadata: a chunk of its own (see phone-rules.ts). */
export { countryOfPhoneNumber, phoneNumberError, toE164 } from '../validation/phone-number';
export { formatPhoneNumber } from '../format/format-phone';
