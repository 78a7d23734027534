/**
 * Bodies of the REST auth calls (spec section 3), shared by the server that writes them and the apps
 * that read them, so neither side restates the other's shape.
 */
import type { PromotionSetup } from './membership-promotion';

/** `GET userDetails`: SUCCESS means the browser has a live session. */
export type UserDetailsResponse = {
  status: 'SUCCESS' | 'FAILURE';
  /** A browser that signed in with remember-me and whose session has ended or not yet begun. */
  rememberedUser: boolean;
  /**
   * The browser's session ran out of time (30 idle minutes or 12 hours) since the last read. Said once:
   * the server ends the session and drops its cookie with this answer.
   */
  sessionTimedOut: boolean;
  headerSubtext: { consumerName: string | null };
  /** The signed-in member, or the remembered one (status FAILURE, rememberedUser true); else null. */
  userProfileData: {
    memberNumber: string;
    consumerId: string;
    tier: string;
    /**
     * The signed-in member's points, for the header's member menu. Absent for a remembered browser: its
     * standing stays private until someone signs in on it.
     */
    pointsBalance?: number;
  } | null;
};

/** Where a member with two-step verification may receive a code, masked (e.g. a•••@example.com). */
export type MfaOption = { emailAddress: string; phoneNumbers: string[] };

/**
 * What a trip-linked sign-in did with its trip (`tripDetails.tripId`, a confirmation number of the
 * booking): `isLinked` when the booking is now among the member's trips. Why one was not is not said,
 * so a sign-in cannot probe other people's bookings; the save-to-my-trips page tells the member.
 */
export type TripLink = { tripId: string; isLinked: boolean };

/**
 * `POST loginWithCredentials`, status 200. With `mfaOption` set the password was right but no session
 * exists yet: the member goes on to `nextStateURI` to verify.
 */
export type SignInSuccessResponse = {
  customerDetails: { consumerId: string; firstName: string; lastName: string; memberNumber: string; tier: string };
  mfaOption: MfaOption | null;
  showBrowserRegistrationCta: boolean;
  isRedirect: boolean;
  nextStateURI: string;
  encodePayload: boolean;
  /** `loginWithCredentialsAndLink` only, once the member is signed in (after the code, for two-step verification). */
  tripLink: TripLink | null;
};

/** `POST loginWithCredentials` and other auth calls, any 4xx. */
export type AuthErrorResponse = {
  message: string;
  phoenixErrorMessages: { errorMessages: string[] };
  nextStateURI: string | null;
  isRedirect: boolean;
};

/** `GET encryptionKey/credential`: the SPKI public key, base64, for RSA-OAEP with SHA-256. */
export type PublicKeyResponse = { rsaPublicKey: string };

/** `GET signInSetup?clientId=`: what the sign-in form needs before its fields are enabled. */
export type SignInSetupResponse = {
  rememberedUser: boolean;
  /** The remembered member's first name and member number (pre-fills the locked login field). */
  rememberedMember: { name: string; memberNumber: string } | null;
  /** A sweepstakes tied to the embedding team's client id; the link gets the client id appended. */
  sweepstakes: { title: string; buttonLabel: string; joinPath: string } | null;
  /** How the promotion block under the form is laid out, and whether it is the direct-to-ticket one; null for a browser signed in, which is a member already. */
  promotion: PromotionSetup | null;
};

/** The `logineventdetails` response header of the sign-in call, URI-encoded JSON. */
export type LoginEventDetails =
  | { loginStatus: 'success'; memberTier: string; rememberMe: boolean; mfaRequired: boolean }
  | { loginStatus: 'failure'; errorCode: string };

/** What every enrollment carries: who joins, how they will sign in, and what they agree to. */
export type EnrollmentProfile = {
  title: string | null;
  givenName: string;
  surname: string;
  /** The new member's login and where their mail goes. */
  email: string;
  /** Digits only (spec 5: CN exactly 11, others 7 to 16), or null. */
  smsNumber: string | null;
  /** RSA-OAEP SHA-256 under the key of `GET encryptionKey/credential`, base64. */
  encryptedPassword: string;
  /** Codes of the consents given (the joinNowOptions query lists them for the member's country). */
  consents: string[];
};

/**
 * Inline enrollment on the booking page: the visitor joins while booking the cart `cartId`, which this
 * browser holds (enrollment is offered only then), with the address and phone of the guest form.
 */
export type InlineEnrollmentRequest = EnrollmentProfile & {
  cartId: string;
  confirmationNumber?: never;
  phone: string | null;
  address: { line1: string | null; line2: string | null; city: string | null; stateProvinceCode: string | null; countryCode: string; postalCode: string | null };
};

/**
 * Join and save (`/reservation/joinAndSaveReservation.mi`): a visitor who has just booked joins, and the
 * booking joins the new account. `confirmationNumber` is any room of the order, as the confirmation page
 * names it. The server requires that this browser booked that order (its booking session made it),
 * that the order belongs to no member yet, and attaches the order to the new member in the transaction
 * that creates the member, so the two happen together or not at all. The new member's address and
 * phone are the ones given with the booking: the server reads them from the guest information the order
 * was booked with, so they are not asked again; the consents and the SMS rule are those of that address's
 * country, which the page knows as the order's `contact.countryCode`. Refusals beyond inline
 * enrollment's: RESERVATION_NOT_PERMITTED (this browser did not book it, or may no longer read it) and
 * E_ALREADY_CONFIRMED (the order belongs to a member already).
 */
export type JoinAndSaveEnrollmentRequest = EnrollmentProfile & {
  confirmationNumber: string;
  cartId?: never;
};

/**
 * `POST enrollMember`: creates a member and signs them in. The request names the booking it belongs to
 * by exactly one of `cartId` (inline enrollment) and `confirmationNumber` (join and save). The password
 * travels encrypted as for sign-in; every text field is checked by shared/validation's rules on both sides.
 */
export type EnrollmentRequest = InlineEnrollmentRequest | JoinAndSaveEnrollmentRequest;

/** `POST enrollMember`, status 201: the new member, already signed in (the session cookie is set). */
export type EnrollmentResponse = { memberNumber: string; givenName: string; tier: string };

/**
 * `POST enrollMember`, any 4xx. `errorCode` is a catalogue key (spec 8's duplicate keys emailDuplicateError,
 * phoneAlreadyAssociatedError, EMAIL_AND_PHONE_DUPLICATE; ENROLLMENT_NOT_AVAILABLE; for join and save also
 * RESERVATION_NOT_PERMITTED and E_ALREADY_CONFIRMED) or BAD_USER_INPUT with `field` naming the field. A
 * field's refusal by a shared rule (shared/validation) also names its message, `messageKey` in the
 * catalogue's validation area with `messageParams`, so a page says it in its own locale; `message` is
 * the same in en-US.
 */
export type EnrollmentErrorResponse = {
  errorCode: string;
  field: string | null;
  message: string;
  messageKey?: string;
  messageParams?: Record<string, string | number>;
};
