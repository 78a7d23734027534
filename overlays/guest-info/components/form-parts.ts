import { lazyPart } from '../../../shared/ssr/lazy-part';
import { storedPhoneOf, type GuestInfoFormData } from '../form/guest-info-values';
import { loadPhoneRules } from '../../../shared/ui/phone-rules';
import { startsAsTravelAgent } from '../form/starts-as-travel-agent';

// Parts of the form a guest may not need, each a chunk of its own so the form itself loads first.
export const enrollmentPart = lazyPart(() => import('../enrollment/enrollment-section').then((module) => module.EnrollmentSection));
export const travelAgentPart = lazyPart(() => import('../travel-agent/travel-agent-section').then((module) => module.TravelAgentSection));
export const aaaNumberPart = lazyPart(() => import('../travel-agent/travel-agent-section').then((module) => module.AaaNumberSection));
export const travelInsurancePart = lazyPart(() => import('../insurance/travel-insurance-widget').then((module) => module.TravelInsuranceWidget));

/**
 * The parts the form shows before the guest does anything, for this cart: what the server renders with
 * the form, and what the browser loads before it hydrates that HTML. A stored phone is shown split into
 * its country and national digits, which takes the phone rules.
 */
export function formPartsShownAtFirst(data: GuestInfoFormData): Array<{ preload(): Promise<unknown> }> {
  const shown: Array<{ preload(): Promise<unknown> }> = [travelInsurancePart];
  if (storedPhoneOf(data)) shown.push({ preload: loadPhoneRules });
  if (data.memberInformation) shown.push(aaaNumberPart);
  if (data.memberInformation?.travelAgentProgramme || startsAsTravelAgent(data)) shown.push(travelAgentPart);
  return shown;
}
