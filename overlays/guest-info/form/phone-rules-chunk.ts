/** The phone rules with libphonenumber and its metadata: a chunk of its own (see phone-rules.ts). */
export { countryOfPhoneNumber, phoneNumberError, toE164 } from '../../../shared/validation/phone-number';
export { formatPhoneNumber } from '../../../shared/format/format-phone';
