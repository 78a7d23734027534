import { encryptPassword } from '../../shared/auth/encrypt-password';
import type { EnrollmentInput } from '../../shared/auth/enroll-client';
import { authApiPaths } from '../../shared/domain/paths';
import {
  GuestInfoFormDocument,
  JoinNowOptionsDocument,
  RedemptionDataDocument,
  SmsCountryCodesDocument,
  StateLookupDocument,
  UpdateCartGuestInfoDocument,
  UpdateMemberInformationDocument,
  UpdateUserInformationDocument,
  type UpdateCartGuestInfoInput,
  type UpdateMemberInformationInput,
  type UpdateUserInformationInput,
} from '../../shared/graphql/generated/graphql';
import { bookingCalls, type CookieJar } from './booking-calls';
import type { TestApi } from './test-api';

/** The guest-info operations as the overlay sends them (persisted, with the browser's cookies), and inline enrollment. */
export function guestInfoCalls(api: TestApi) {
  const { send } = bookingCalls(api);
  const enroll = async (request: EnrollmentInput, jar?: CookieJar) => {
    const { rsaPublicKey } = (await (await fetch(`${api.hostUrl}${authApiPaths.publicKey}`)).json()) as { rsaPublicKey: string };
    const { password, ...rest } = request;
    const cookie = jar?.header();
    const response = await fetch(`${api.overlayUrl}${authApiPaths.enroll}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ ...rest, encryptedPassword: await encryptPassword(password, rsaPublicKey) }),
    });
    jar?.take(response);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return {
    form: (cartId: string, jar?: CookieJar, locale?: string) => send(GuestInfoFormDocument, { cartId }, jar, locale),
    states: (countryCode: string) => send(StateLookupDocument, { countryCode }),
    joinNowOptions: (countryCode: string) => send(JoinNowOptionsDocument, { countryCode }),
    smsCountryCodes: (locale?: string) => send(SmsCountryCodesDocument, {}, undefined, locale),
    redemption: (cartId: string, jar?: CookieJar) => send(RedemptionDataDocument, { cartId }, jar),
    updateCartGuestInfo: (input: UpdateCartGuestInfoInput, jar?: CookieJar) => send(UpdateCartGuestInfoDocument, { input }, jar),
    updateMemberInformation: (input: UpdateMemberInformationInput, jar?: CookieJar) => send(UpdateMemberInformationDocument, { input }, jar),
    updateUserInformation: (input: UpdateUserInformationInput, jar?: CookieJar) => send(UpdateUserInformationDocument, { input }, jar),
    enroll,
  };
}

/** A complete, valid guest-info form for `cartId` at `revisionNumber`; override what a test varies. */
export function guestForm(cartId: string, revisionNumber: number, overrides: Partial<UpdateCartGuestInfoInput> = {}): UpdateCartGuestInfoInput {
  return {
    cartId,
    revisionNumber,
    guest: {
      title: 'MS',
      givenName: 'Olivia',
      surname: 'Brown',
      email: 'olivia.brown@example.com',
      phone: '(312) 555-0199',
      address: { line1: '1 Main Street', line2: null, city: 'Chicago', stateProvinceCode: 'IL', countryCode: 'US', postalCode: '60601' },
    },
    roomRequests: ['CRIB'],
    comments: 'Late check-in please.',
    arrivalTime: '21:00',
    travelAgent: null,
    aaaNumber: null,
    isBuyPointConsent: true,
    isLegalConsentAccepted: true,
    isPrivacyPolicyAccepted: true,
    isPrepayConsentAccepted: false,
    ...overrides,
  };
}
