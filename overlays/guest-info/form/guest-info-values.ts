import type { GuestInfoFormQuery } from '../../../shared/graphql/generated/graphql';
import { phoneRulesIfLoaded } from '../../../shared/ui/phone-rules';
import { startsAsTravelAgent } from './starts-as-travel-agent';

/** The form's values; the guest and travel-agent parts mirror UpdateCartGuestInfoInput so a server field path names a form field. */
export type GuestInfoInput = {
  guest: {
    title: string;
    givenName: string;
    surname: string;
    email: string;
    /** The phone as typed; sent as E.164 (`guestOf`). */
    phone: string;
    /** The country the phone is dialled in, chosen beside it; empty while it follows the address's country. */
    phoneCountry: string;
    address: { countryCode: string; line1: string; line2: string; city: string; stateProvinceCode: string; postalCode: string };
  };
  roomRequests: string[];
  comments: string;
  arrivalTime: string;
  isTravelAgent: boolean;
  travelAgent: { iataNumber: string };
  aaaNumber: string;
  isBuyPointConsent: boolean;
  isLegalConsentAccepted: boolean;
  isPrivacyPolicyAccepted: boolean;
  isPrepayConsentAccepted: boolean;
  /** Member only: also save title, name, phone and address in the profile. */
  saveToProfile: boolean;
  /** Visitor only: join inline while booking. */
  joinNow: boolean;
  enrollment: { password: string; confirmPassword: string; smsCountryCode: string; smsNumber: string; consents: string[] };
};

export type GuestInfoFormData = GuestInfoFormQuery;
export type MemberProfile = NonNullable<GuestInfoFormQuery['memberInformation']>;

const text = (value: string | null | undefined) => value ?? '';

/** The country the guest's phone is dialled in: the one chosen beside it, else their address's. */
export function phoneCountryOf(guest: GuestInfoInput['guest']): string {
  return guest.phoneCountry || guest.address.countryCode;
}

/** The phone the form opens with, from what this cart saved or the member's profile; empty when none. */
export function storedPhoneOf(data: GuestInfoFormData): string {
  return text((data.cart.guestInfo?.guest ?? data.memberInformation)?.phone);
}

/**
 * A stored phone (E.164) as the form shows it: national digits with its country chosen beside them. The
 * phone rules are here by then (formPartsShownAtFirst, GuestInfoApp); were they not, it shows as stored.
 */
function phoneFields(stored: string | null | undefined): Pick<GuestInfoInput['guest'], 'phone' | 'phoneCountry'> {
  const rules = stored ? phoneRulesIfLoaded() : null;
  const country = rules?.countryOfPhoneNumber(text(stored));
  if (!stored || !rules || !country) return { phone: text(stored), phoneCountry: '' };
  return { phone: rules.formatPhoneNumber(stored, { homeCountry: country }), phoneCountry: country };
}

/**
 * The values the form starts from: empty, then the member's profile, then what this cart saved before,
 * then the guest's own draft (what they typed before signing in or reloading), which wins over both.
 * `defaultCountry` (the site locale's, when it is one of `data.countries`) stands for the guest's
 * country until they or their profile give one.
 */
export function initialGuestInfo(data: GuestInfoFormData, draft: Partial<GuestInfoInput> | null, defaultCountry = ''): GuestInfoInput {
  const countryDefault = data.countries.some((country) => country.code === defaultCountry) ? defaultCountry : '';
  const member = data.memberInformation;
  const saved = data.cart.guestInfo;
  const source = saved?.guest ?? (member ? { ...member, address: member.address } : null);
  const address = source?.address;
  const base: GuestInfoInput = {
    guest: {
      title: text(source?.title),
      givenName: text(source?.givenName),
      surname: text(source?.surname),
      email: text(source?.email),
      ...phoneFields(source?.phone),
      address: {
        countryCode: text(address?.countryCode) || countryDefault,
        line1: text(address?.line1),
        line2: text(address?.line2),
        city: text(address?.city),
        stateProvinceCode: text(address?.stateProvinceCode),
        postalCode: text(address?.postalCode),
      },
    },
    roomRequests: saved?.roomRequests ?? [],
    comments: text(saved?.comments),
    arrivalTime: text(saved?.arrivalTime),
    isTravelAgent: startsAsTravelAgent(data),
    travelAgent: { iataNumber: text(saved?.travelAgent?.iataNumber) },
    aaaNumber: text(saved?.aaaNumber),
    // Spec 3 booking page default state: isBuyPointConsent true.
    isBuyPointConsent: saved?.isBuyPointConsent ?? true,
    isLegalConsentAccepted: saved?.isLegalConsentAccepted ?? false,
    isPrivacyPolicyAccepted: saved?.isPrivacyPolicyAccepted ?? false,
    isPrepayConsentAccepted: saved?.isPrepayConsentAccepted ?? false,
    saveToProfile: false,
    joinNow: false,
    enrollment: { password: '', confirmPassword: '', smsCountryCode: text(address?.countryCode) || countryDefault, smsNumber: '', consents: [] },
  };
  return draft ? mergeDraft(base, draft) : base;
}

/**
 * The fields the guest filled in: an empty field of the draft is one they had not reached, so the
 * profile of a member who has just signed in fills it, rather than the draft leaving it empty.
 */
function typedOnly<Fields extends object>(fields: Fields | undefined): Partial<Fields> {
  return Object.fromEntries(Object.entries(fields ?? {}).filter(([, value]) => value !== '')) as Partial<Fields>;
}

function mergeDraft(base: GuestInfoInput, draft: Partial<GuestInfoInput>): GuestInfoInput {
  return {
    ...base,
    ...typedOnly(draft),
    guest: { ...base.guest, ...typedOnly(draft.guest), address: { ...base.guest.address, ...typedOnly(draft.guest?.address) } },
    travelAgent: { ...base.travelAgent, ...typedOnly(draft.travelAgent) },
    // A password is never kept in a draft.
    enrollment: { ...base.enrollment, ...draft.enrollment, password: '', confirmPassword: '' },
  };
}
