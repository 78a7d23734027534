/**
 * Bodies of the REST auth calls (spec section 3), shared by the server that writes them and the apps
 * that read them, so neither side restates the other's shape.
 */

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
  } | null;
};

/** Where a member with two-step verification may receive a code, masked (e.g. a•••@example.com). */
export type MfaOption = { emailAddress: string; phoneNumbers: string[] };

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
};

/** The `logineventdetails` response header of the sign-in call, URI-encoded JSON. */
export type LoginEventDetails =
  | { loginStatus: 'success'; memberTier: string; rememberMe: boolean; mfaRequired: boolean }
  | { loginStatus: 'failure'; errorCode: string };
