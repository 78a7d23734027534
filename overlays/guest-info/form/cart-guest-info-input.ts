import type { UpdateCartGuestInfoInput } from '../../../shared/graphql/generated/graphql';
import { normalizeAaaNumber } from '../../../shared/validation/aaa-number';
import { normalizeGuestEmail } from '../../../shared/validation/guest-email';
import { normalizeIataNumber } from '../../../shared/validation/iata-number';
import { normalizeGuestName } from '../../../shared/validation/latin-name';
import { normalizePostalCode } from '../../../shared/validation/postal-code';
import { normalizeStayComments } from '../../../shared/validation/stay-requests';
import { phoneCountryOf, type GuestInfoInput } from './guest-info-values';
import { phoneRulesIfLoaded } from '../../../shared/ui/phone-rules';

const orNull = (value: string) => value.trim() || null;

/** The guest and their address as the cart, the profile and enrollment store them. */
export function guestOf(values: GuestInfoInput) {
  const { guest } = values;
  return {
    title: orNull(guest.title),
    givenName: normalizeGuestName(guest.givenName),
    surname: normalizeGuestName(guest.surname),
    email: normalizeGuestEmail(guest.email),
    // A number the rules refused goes as typed, for the server to refuse in turn, never shortened. The
    // form waits for the rules before it submits; had they failed to come, the server is the judge.
    phone: phoneRulesIfLoaded()?.toE164(guest.phone, phoneCountryOf(guest)) ?? orNull(guest.phone),
    address: {
      countryCode: guest.address.countryCode,
      line1: orNull(guest.address.line1),
      line2: orNull(guest.address.line2),
      city: orNull(guest.address.city),
      stateProvinceCode: orNull(guest.address.stateProvinceCode),
      postalCode: orNull(normalizePostalCode(guest.address.postalCode)),
    },
  };
}

/** Everything the form saves in the cart, at the revision last seen. */
export function cartGuestInfoInput(values: GuestInfoInput, { cartId, revisionNumber, isPrepayConsentRequired }: { cartId: string; revisionNumber: number; isPrepayConsentRequired: boolean }): UpdateCartGuestInfoInput {
  const iataNumber = normalizeIataNumber(values.travelAgent.iataNumber);
  return {
    cartId,
    revisionNumber,
    guest: guestOf(values),
    roomRequests: values.roomRequests,
    comments: orNull(normalizeStayComments(values.comments)),
    arrivalTime: orNull(values.arrivalTime),
    travelAgent: values.isTravelAgent && iataNumber ? { iataNumber } : null,
    aaaNumber: orNull(normalizeAaaNumber(values.aaaNumber)),
    isBuyPointConsent: values.isBuyPointConsent,
    isLegalConsentAccepted: values.isLegalConsentAccepted,
    isPrivacyPolicyAccepted: values.isPrivacyPolicyAccepted,
    isPrepayConsentAccepted: isPrepayConsentRequired && values.isPrepayConsentAccepted,
  };
}
