import { setIn } from 'final-form';
import { guestAddressErrors } from '../../../shared/validation/address-requirements';
import { guestEmailError } from '../../../shared/validation/guest-email';
import { latinNameError } from '../../../shared/validation/latin-name';
import { estimatedArrivalError, roomRequestsError, stayCommentsError } from '../../../shared/validation/stay-requests';
import type { Messages } from '../../../shared/i18n/messages';
import { phoneCountryOf, type GuestInfoInput } from './guest-info-values';
import { phoneNumberProblem } from '../../../shared/ui/phone-rules';

export type GuestInfoRules = { isPrepayConsentRequired: boolean; t: Messages['t']; sayProblem: Messages['sayProblem'] };

const ADDRESS_FIELD = { line1: 'line1', city: 'city', stateProvince: 'stateProvinceCode', postalCode: 'postalCode' } as const;

/**
 * The client-side check of the whole form, with shared/validation's rules, as react-final-form's nested
 * errors object. The chunks' own fields (enrollment, travel agent) carry field-level checks.
 */
export function validateGuestInfo(values: GuestInfoInput, { isPrepayConsentRequired, t, sayProblem }: GuestInfoRules): Record<string, unknown> {
  const { guest } = values;
  const country = guest.address.countryCode;
  const checks: [string, string | null | undefined][] = [
    ['guest.givenName', sayProblem(latinNameError(guest.givenName, 'firstName'))],
    ['guest.surname', sayProblem(latinNameError(guest.surname, 'lastName'))],
    ['guest.email', sayProblem(guestEmailError(guest.email))],
    ['guest.phone', sayProblem(phoneNumberProblem(guest.phone, phoneCountryOf(guest)))],
    ['guest.address.countryCode', country ? null : t('guestInfo.validation.country')],
    ['roomRequests', sayProblem(roomRequestsError(values.roomRequests))],
    ['comments', sayProblem(stayCommentsError(values.comments))],
    ['arrivalTime', sayProblem(estimatedArrivalError(values.arrivalTime))],
    ['isLegalConsentAccepted', values.isLegalConsentAccepted ? null : t('guestInfo.validation.legalConsent')],
    ['isPrivacyPolicyAccepted', values.isPrivacyPolicyAccepted ? null : t('guestInfo.validation.privacyPolicy')],
    ['isPrepayConsentAccepted', !isPrepayConsentRequired || values.isPrepayConsentAccepted ? null : t('guestInfo.validation.prepayConsent')],
  ];
  if (country) {
    const address = guestAddressErrors({
      country,
      line1: guest.address.line1,
      city: guest.address.city,
      stateProvince: guest.address.stateProvinceCode,
      postalCode: guest.address.postalCode,
    });
    for (const [part, problem] of Object.entries(address)) checks.push([`guest.address.${ADDRESS_FIELD[part as keyof typeof ADDRESS_FIELD]}`, sayProblem(problem)]);
  }
  return checks.reduce<Record<string, unknown>>((errors, [field, message]) => (message ? (setIn(errors, field, message) as Record<string, unknown>) : errors), {});
}
