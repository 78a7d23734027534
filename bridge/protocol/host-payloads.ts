import * as v from 'valibot';

/**
 * What crosses the frame from an overlay to its host, as valibot schemas: the one source of the protocol's static types (inferred
 * in ../protocol.ts) and of the run-time check every received call passes (check-call.ts). Objects
 * are `v.object`, which drops keys it does not know: a newer peer's extra fields are ignored, not refused.
 * Each `v.description` is what the embedding guide prints for that payload (scripts/bridge-docs.ts).
 */

const text = v.string();
const sitePath = v.pipe(v.string(), v.maxLength(2048));

/** A member signed in inside the overlay; the session cookie is already set for the whole site. */
export const signInSucceededDetailSchema = v.pipe(
  v.object({
    firstName: text,
    memberNumber: text,
    tier: text,
    /** The same-site path the server chose as the next state after sign-in. */
    nextStateURI: sitePath,
    /** Set when the member must still verify (two-step): there is no session yet. */
    mfaOption: v.nullable(v.object({ emailAddress: text, phoneNumbers: v.array(text) })),
  }),
  v.description('the member who signed in (first name, member number, tier), where the server goes next, and the two-step options when there is no session yet'),
);

/** A GraphQL operation failed inside the overlay; codes only, messages stay inside the overlay. */
export const graphQlErrorDetailSchema = v.pipe(
  v.object({
    operationName: text,
    /** Codes from the `extensions.code` of each error. */
    codes: v.array(text),
    /** Spec 7: true when the operation is a payment-info one; the host shows its payment banner. */
    isPaymentInfo: v.optional(v.boolean()),
  }),
  v.description('the failed operation and its error codes; isPaymentInfo for the payment overlay'),
);

/** The cart a guest-info or payment step is about, at the revision the overlay saved. */
export const cartDetailSchema = v.pipe(v.object({ cartId: text, revisionNumber: v.pipe(v.number(), v.integer()) }), v.description('the cart and its revision'));

/** The card a cart is now paid with: brand, last four and the cart, never the number or security code. */
export const paymentCardDetailSchema = v.pipe(
  v.object({ cartId: text, revisionNumber: v.pipe(v.number(), v.integer()), brand: text, lastFour: v.pipe(v.string(), v.regex(/^\d{4}$/)) }),
  v.description('the cart and its revision, the card brand and its last four digits'),
);

/** A cart booked from the payment overlay's checkout form: the order's confirmation number, as the guest was shown it. */
export const bookingConfirmedDetailSchema = v.pipe(
  v.object({ cartId: text, confirmationNumber: v.pipe(v.string(), v.minLength(1), v.maxLength(11)) }),
  v.description('the cart that was booked and the confirmation number of its room'),
);

/** A reservation the lookup found and shows itself (its `summary` form), with the chain's page for it. */
export const reservationFoundDetailSchema = v.pipe(
  v.object({ confirmationNumber: v.pipe(v.string(), v.minLength(1), v.maxLength(11)), path: sitePath }),
  v.description("the reservation's confirmation number and its page on the chain's site"),
);

/** A visitor who joined inline and is signed in. */
export const memberEnrolledDetailSchema = v.pipe(v.object({ firstName: text, memberNumber: text, tier: text }), v.description('the new member'));

const event = <Name extends string, Detail extends v.GenericSchema>(name: Name, detail: Detail) => v.object({ name: v.literal(name), detail });
const empty = v.object({});

/** The sign-in overlay's data-layer events (spec: login success and failure are pushed). */
export const signInEventSchema = v.variant('name', [
  event('signInSucceeded', v.object({ memberTier: text, rememberMe: v.boolean() })),
  event('signInFailed', v.object({ errorCode: text })),
  /** The guest chose to go on without signing in; the host proceeds as a guest and closes the overlay. */
  event('continueAsGuest', empty),
]);

/** The lookup overlay's data-layer event: a find-reservation attempt was refused or could not be sent. */
export const reservationLookupEventSchema = v.variant('name', [event('reservationLookupFailed', v.object({ errorCode: text }))]);

/** The guest-info overlay's data-layer events. Field names and codes only: never what the guest typed. */
export const guestInfoEventSchema = v.variant('name', [
  event('guestInfoSaved', v.object({ isMember: v.boolean(), hasTravelAgent: v.boolean(), insuranceAdded: v.boolean() })),
  event('guestInfoRefused', v.object({ field: v.nullable(text), errorCode: text })),
  event('memberEnrolled', v.object({ memberTier: text })),
  event('travelInsuranceChanged', v.object({ insuranceAdded: v.boolean() })),
]);

/** The payment overlay's data-layer events. Brand and codes only: never a card number, security code or name. */
export const paymentEventSchema = v.variant('name', [
  event('paymentCardAccepted', v.object({ brand: text, isSavedCard: v.boolean(), isCardSaved: v.boolean() })),
  event('paymentCardRefused', v.object({ field: v.nullable(text), errorCode: text })),
]);

/** Any overlay's data-layer event, for a host that forwards them all to its analytics. */
export const overlayEventSchema = v.variant('name', [
  ...signInEventSchema.options,
  ...reservationLookupEventSchema.options,
  ...guestInfoEventSchema.options,
  ...paymentEventSchema.options,
]);

