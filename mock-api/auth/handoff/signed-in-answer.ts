import type { SignInSuccessResponse } from '../../../shared/domain/auth-responses';
import type { MemberSummary } from '../members';

/** What a sign-in brought to a partner page's overlay answers (a handoff, or storage access): the member, no next step. */
export function signedInAnswer(member: MemberSummary): SignInSuccessResponse {
  return {
    customerDetails: { consumerId: member.consumerId, firstName: member.firstName, lastName: member.lastName, memberNumber: member.memberNumber, tier: member.tier },
    mfaOption: null,
    showBrowserRegistrationCta: false,
    isRedirect: false,
    nextStateURI: '/',
    encodePayload: false,
    tripLink: null,
  };
}
