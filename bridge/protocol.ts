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
  /** Spec 7: true when the operation is a payment-info one (the payment overlay's); the host shows its payment banner. */
  isPaymentInfo?: boolean;
};

/** The sign-in overlay's data-layer events (spec: login success and failure are pushed). */
export type SignInEvent =
  | { name: 'signInSucceeded'; detail: { memberTier: string; rememberMe: boolean } }
  | { name: 'signInFailed'; detail: { errorCode: string } }
  /** The guest chose to go on without signing in; the host proceeds as a guest and closes the overlay. */
  | { name: 'continueAsGuest'; detail: Record<string, never> };

/**
 * The lookup overlay's data-layer event: a find-reservation attempt was refused or could not be sent.
 * The host forwards it to its data layer. `errorCode` is the code shown (unknown codes read as the generic one).
 */
export type ReservationLookupEvent = { name: 'reservationLookupFailed'; detail: { errorCode: string } };

/** The guest-info overlay's data-layer events. Field names and codes only: never what the guest typed. */
export type GuestInfoEvent =
  /** The form was saved in the cart. */
  | { name: 'guestInfoSaved'; detail: { isMember: boolean; hasTravelAgent: boolean; insuranceAdded: boolean } }
  /** The server refused the form; `field` is the input field it named, `errorCode` its code. */
  | { name: 'guestInfoRefused'; detail: { field: string | null; errorCode: string } }
  /** A visitor joined inline. */
  | { name: 'memberEnrolled'; detail: { memberTier: string } }
  | { name: 'travelInsuranceChanged'; detail: { insuranceAdded: boolean } };

/** The payment overlay's data-layer events. Brand and codes only: never a card number, security code or name. */
export type PaymentEvent =
  /** A card was tokenised and the cart is paid with it. */
  | { name: 'paymentCardAccepted'; detail: { brand: string; isSavedCard: boolean; isCardSaved: boolean } }
  /** The tokenising call or the payment step refused the card; `field` is the form field it named. */
  | { name: 'paymentCardRefused'; detail: { field: string | null; errorCode: string } };

/** Any overlay's data-layer event, for a host that forwards them all to its analytics. */
export type OverlayEvent = SignInEvent | ReservationLookupEvent | GuestInfoEvent | PaymentEvent;

/**
 * The plumbing every overlay's host exposes, whatever the overlay: height, failures, reload, close,
 * navigation, and the data-layer events of that overlay (`Event`).
 */
export type HostPlumbing<Event extends OverlayEvent> = {
  /** The overlay's content height in CSS pixels changed (the host adds the spec's 20 px). */
  resized(height: number): void;
  /** A GraphQL call failed inside the overlay. */
  graphQlError(detail: GraphQlErrorDetail): void;
  /** The overlay changed state the whole page shows (e.g. cleared a remembered user): reload the host. */
  reloadParent(): void;
  /** The overlay is done, without a result (e.g. the guest pressed Cancel). */
  close(): void;
  /** Leave the page for a path on the host's site (e.g. the sign-in error page); the host refuses any other. */
  navigate(path: string): void;
  /** A data-layer event to forward to the host's analytics. */
  emit(event: Event): void;
};

/** The sign-in overlay's contract: the plumbing, its events, and its result. */
export type SignInHostApi = HostPlumbing<SignInEvent> & {
  /** A member signed in. The host closes the overlay and refreshes its view of the user. */
  signInSucceeded(detail: SignInSucceededDetail): void;
};

/** The reservation-lookup overlay's contract: the plumbing and its event; a match leaves through `navigate`. */
export type ReservationLookupHostApi = HostPlumbing<ReservationLookupEvent>;

/** The cart a guest-info step is about, at the revision the overlay saved. */
export type GuestInfoCartDetail = { cartId: string; revisionNumber: number };

/**
 * The guest-info overlay's contract. A cart or session the server refuses arrives as `graphQlError`
 * with its code, and the host leaves the page as it does for its own reads (spec 4).
 */
export type GuestInfoHostApi = HostPlumbing<GuestInfoEvent> & {
  /** The overlay changed the cart (insurance added or removed, guest saved): the host reads it again for its summary. */
  cartChanged(detail: GuestInfoCartDetail): void;
  /** A visitor asked to sign in: the host opens its sign-in overlay, then loads this one afresh (the draft is kept). */
  requestSignIn(): void;
  /** A visitor joined inline and is signed in (the session cookie is set): the host refreshes its view of the user. */
  memberEnrolled(detail: { firstName: string; memberNumber: string; tier: string }): void;
  /** Everything is saved in the cart: the host moves on to payment. */
  guestInfoCompleted(detail: GuestInfoCartDetail): void;
};

/**
 * The card a cart is now paid with, as the host may know it: brand, last four and the vault's token,
 * never the number or the security code (those stay inside the overlay's origin).
 */
export type PaymentCardDetail = GuestInfoCartDetail & { brand: string; lastFour: string };

/**
 * The payment overlay's contract. A failing payment-info operation (spec 7: payment methods, property
 * and customer payment info, credit card info) arrives as `graphQlError` with `isPaymentInfo` true, the
 * spec's `graphQlError: true` message to the parent; the host shows a banner above the frame.
 */
export type PaymentHostApi = HostPlumbing<PaymentEvent> & {
  /** The cart is paid with this card (authorised by the payment step): the host moves on to review. */
  paymentCompleted(detail: PaymentCardDetail): void;
};

/** What any overlay's host offers: the plumbing with any overlay's events; each overlay's own contract extends it. */
export type AnyHostApi = HostPlumbing<OverlayEvent>;

/** Methods every overlay exposes; the host calls them. */
export type OverlayApi = {
  /** Sets locale, variant, return path and client id. */
  configure(options: OverlayOptions): void;
  /** Moves keyboard focus to the overlay's first field, e.g. when the dialog opens. */
  focus(): void;
};
