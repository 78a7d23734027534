/**
 * Bodies of the REST auth calls (spec section 3), shared by the server that writes them and the apps
 * that read them, so neither side restates the other's shape.
 */

/** `GET userDetails`: SUCCESS means the browser has a live session. */
export type UserDetailsResponse = {
  status: 'SUCCESS' | 'FAILURE';
  /** A browser that signed in with remember-me and whose session has ended or not yet begun. */
  rememberedUser: boolean;
  headerSubtext: { consumerName: string | null };
  userProfileData: {
    memberNumber: string;
    consumerId: string;
    tier: string;
  } | null;
};

/** `POST loginWithCredentials`, status 200. */
export type SignInSuccessResponse = {
  customerDetails: { consumerId: string; firstName: string; lastName: string; memberNumber: string; tier: string };
  mfaOption: { emailAddress: string; phoneNumbers: string[] } | null;
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
