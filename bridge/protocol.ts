/**
 * The cross-frame protocol between the host page and an overlay iframe (contract). Both ends are
 * typed from these declarations; penpal carries the calls over a MessageChannel after a handshake
 * restricted by origin on both sides.
 */

/**
 * Which form of an overlay the host wants. Each overlay names its own variants (the bridge knows no
 * screens); an overlay treats a name it does not know as its default.
 */
export type OverlayVariant = string;

/** Sent by the host once the handshake completes, and again whenever it changes. */
export type OverlayOptions = {
  /** BCP 47 locale the overlay renders in, e.g. en-US. */
  locale: string;
  variant: OverlayVariant;
  /** Where the host wants to be after a success that leaves the page (a same-site path). */
  returnTo: string;
  /** The embedding team's client id, for promotions tied to it; null when none. */
  clientId: string | null;
  /** A target the host chose on purpose for after a success; it wins over `returnTo`. Null when none. */
  redirectTo: string | null;
};

/** A member signed in inside the overlay; the session cookie is already set for the whole site. */
export type SignInSucceededDetail = {
  firstName: string;
  memberNumber: string;
  tier: string;
  /** The same-site path the server chose as the next state after sign-in. */
  nextStateURI: string;
  /**
   * Set when the member must still verify (two-step): there is no session yet. The host keeps the
   * options for the verification page and goes to `nextStateURI`.
   */
  mfaOption: { emailAddress: string; phoneNumbers: string[] } | null;
};

/** A GraphQL operation failed inside the overlay; the host logs it and raises its global event. */
export type GraphQlErrorDetail = {
  operationName: string;
  /** Codes from the `extensions.code` of each error; messages stay inside the overlay. */
  codes: string[];
};

/** A data-layer event for the host's analytics (spec: login success and failure are pushed). */
export type OverlayEvent =
  | { name: 'signInSucceeded'; detail: { memberTier: string; rememberMe: boolean } }
  | { name: 'signInFailed'; detail: { errorCode: string } }
  /** The guest chose to go on without signing in; the host proceeds as a guest and closes the overlay. */
  | { name: 'continueAsGuest'; detail: Record<string, never> }
  /**
   * A find-reservation attempt was refused or could not be sent. Triggered by the lookup overlay; the
   * host forwards it to its data layer. `errorCode` is the code shown (unknown codes read as the generic one).
   */
  | { name: 'reservationLookupFailed'; detail: { errorCode: string } };

/** Methods the host exposes; every overlay calls them. */
export type HostApi = {
  /** Plumbing: the overlay's content height in CSS pixels changed (the host adds the spec's 20 px). */
  resized(height: number): void;
  /** A member signed in. The host closes the overlay and refreshes its view of the user. */
  signInSucceeded(detail: SignInSucceededDetail): void;
  /** A GraphQL call failed inside the overlay. */
  graphQlError(detail: GraphQlErrorDetail): void;
  /** The overlay changed state the whole page shows (e.g. cleared a remembered user): reload the host. */
  reloadParent(): void;
  /** The overlay is done, without a result (e.g. the guest pressed Cancel). */
  close(): void;
  /** Leave the page for a path on the host's site (e.g. the sign-in error page); the host refuses any other. */
  navigate(path: string): void;
  /** A data-layer event to forward to the host's analytics. */
  emit(event: OverlayEvent): void;
};

/** Methods every overlay exposes; the host calls them. */
export type OverlayApi = {
  /** Sets locale, variant, return path and client id. */
  configure(options: OverlayOptions): void;
  /** Moves keyboard focus to the overlay's first field, e.g. when the dialog opens. */
  focus(): void;
};
