import * as v from 'valibot';
import { args, type Contract } from './contract';
import {
  bookingConfirmedDetailSchema,
  cartDetailSchema,
  graphQlErrorDetailSchema,
  guestInfoEventSchema,
  memberEnrolledDetailSchema,
  overlayEventSchema,
  paymentCardDetailSchema,
  paymentEventSchema,
  reservationFoundDetailSchema,
  reservationLookupEventSchema,
  signInEventSchema,
  signInSucceededDetailSchema,
} from './host-payloads';

/** A content height: any finite number here; the host's height guard judges whether it is plausible. */
const height = v.pipe(v.number(), v.finite());

/**
 * The plumbing every overlay's host offers, whatever the overlay: height, failures, reload, close,
 * navigation, the data-layer events of that overlay (`event`), and from protocol 2 the interactive notice.
 */
function hostPlumbing<Event extends v.GenericSchema>(event: Event) {
  return {
    resized: args([height], "The overlay's content height in CSS pixels changed (the host adds 20 px)."),
    graphQlError: args([graphQlErrorDetailSchema], 'A GraphQL call failed inside the overlay.'),
    reloadParent: args([], 'The overlay changed state the whole page shows (e.g. cleared a remembered user): reload the page.'),
    close: args([], 'The overlay is done without a result (e.g. Cancel).'),
    navigate: args([v.pipe(v.string(), v.maxLength(2048))], "Leave for this path; checked against the embedding page's navigation allow-list."),
    emit: args([event], 'A data-layer event to forward to analytics.'),
    interactive: args([], 'Protocol 2: the overlay accepts input now (time to interactive).'),
  };
}

/** The sign-in overlay's host. */
export const signInHostContract = {
  ...hostPlumbing(signInEventSchema),
  signInSucceeded: args([signInSucceededDetailSchema], 'A member signed in; the host closes the overlay and refreshes its view of the user.'),
};

/** The reservation-lookup overlay's host: a match leaves through `navigate`, or in the `summary` form is shown in the overlay. */
export const reservationLookupHostContract = {
  ...hostPlumbing(reservationLookupEventSchema),
  reservationFound: args([reservationFoundDetailSchema], 'The `summary` form found this reservation and shows it; nothing leaves the page.'),
};

/** The guest-info overlay's host. A refused cart or session arrives as `graphQlError` with its code. */
export const guestInfoHostContract = {
  ...hostPlumbing(guestInfoEventSchema),
  cartChanged: args([cartDetailSchema], 'The overlay changed the cart (insurance, guest saved): read it again.'),
  requestSignIn: args([], 'A visitor asked to sign in: open sign-in, then load this overlay afresh (the draft is kept).'),
  memberEnrolled: args([memberEnrolledDetailSchema], 'A visitor joined inline and is signed in.'),
  guestInfoCompleted: args([cartDetailSchema], 'Everything is saved in the cart: move on to payment.'),
};

/** The payment overlay's host. A failing payment-info operation arrives as `graphQlError` with `isPaymentInfo`. */
export const paymentHostContract = {
  ...hostPlumbing(paymentEventSchema),
  paymentCompleted: args([paymentCardDetailSchema], 'The cart is paid with this card (authorised): move on to review.'),
  bookingConfirmed: args([bookingConfirmedDetailSchema], "The `checkout` form booked the cart after the card: the stay is confirmed, with this number."),
};

/** Any overlay's host: the plumbing with any overlay's events. */
export const anyHostContract = hostPlumbing(overlayEventSchema);

/** The host contract of each overlay, by the name the overlay registry and the loader use. */
export const hostContracts = {
  'sign-in': signInHostContract,
  'reservation-lookup': reservationLookupHostContract,
  'guest-info': guestInfoHostContract,
  payment: paymentHostContract,
} satisfies Record<string, Contract>;

