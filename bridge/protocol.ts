import type * as v from 'valibot';
import type { Contract } from './protocol/contract';
import type { anyHostContract, guestInfoHostContract, paymentHostContract, reservationLookupHostContract, signInHostContract } from './protocol/host-contracts';
import type {
  bookingConfirmedDetailSchema,
  cartDetailSchema,
  graphQlErrorDetailSchema,
  guestInfoEventSchema,
  overlayEventSchema,
  paymentCardDetailSchema,
  paymentEventSchema,
  reservationFoundDetailSchema,
  reservationLookupEventSchema,
  signInEventSchema,
  signInSucceededDetailSchema,
} from './protocol/host-payloads';
import type { overlayContract } from './protocol/overlay-contract';
import type { helloSchema, overlayOptionsSchema } from './protocol/overlay-payloads';

/**
 * The cross-frame protocol between the host page and an overlay iframe (contract), as types. Every
 * type here is inferred from the schemas in protocol/ that check each message at run time, so the
 * static and run-time protocols cannot drift apart. Penpal carries the calls over a MessageChannel
 * after a handshake restricted by origin on both sides.
 */

/** Which form of an overlay the host wants; each overlay names its own and treats an unknown one as its default. */
export type OverlayVariant = string;
/** Sent by the host once the handshake completes, and again whenever it changes. */
export type OverlayOptions = v.InferOutput<typeof overlayOptionsSchema>;
/** A member signed in inside the overlay; the session cookie is already set for the whole site. */
export type SignInSucceededDetail = v.InferOutput<typeof signInSucceededDetailSchema>;
/** A GraphQL operation failed inside the overlay; the host logs it and raises its global event. */
export type GraphQlErrorDetail = v.InferOutput<typeof graphQlErrorDetailSchema>;
/** The sign-in overlay's data-layer events. */
export type SignInEvent = v.InferOutput<typeof signInEventSchema>;
/** The lookup overlay's data-layer event. */
export type ReservationLookupEvent = v.InferOutput<typeof reservationLookupEventSchema>;
/** The guest-info overlay's data-layer events. */
export type GuestInfoEvent = v.InferOutput<typeof guestInfoEventSchema>;
/** The payment overlay's data-layer events. */
export type PaymentEvent = v.InferOutput<typeof paymentEventSchema>;
/** Any overlay's data-layer event. */
export type OverlayEvent = v.InferOutput<typeof overlayEventSchema>;
/** The cart a guest-info step is about, at the revision the overlay saved. */
export type GuestInfoCartDetail = v.InferOutput<typeof cartDetailSchema>;
/** The card a cart is now paid with, as the host may know it: brand, last four, never the number. */
export type PaymentCardDetail = v.InferOutput<typeof paymentCardDetailSchema>;
/** A cart the payment overlay's checkout form booked, with its confirmation number. */
export type BookingConfirmedDetail = v.InferOutput<typeof bookingConfirmedDetailSchema>;
/** A reservation the lookup's `summary` form found and shows. */
export type ReservationFoundDetail = v.InferOutput<typeof reservationFoundDetailSchema>;
/** What each side says of itself after the handshake (protocol 2 on). */
export type Hello = v.InferOutput<typeof helloSchema>;

/**
 * Penpal calls a handler with the arguments the peer sent; method syntax keeps a contract with narrower
 * events assignable to the plumbing of any overlay's (as TypeScript allows for methods, not for properties).
 */
type Method<Args extends unknown[], Result> = { bivarianceHack(...args: Args): Result }['bivarianceHack'];

/** The handlers of a contract: one method per entry, taking the arguments its schema describes. */
export type MethodsOf<C extends Contract, Results extends Partial<Record<keyof C, unknown>> = Record<never, never>> = {
  [Name in keyof C]: Method<v.InferOutput<C[Name]>, Name extends keyof Results ? Results[Name] : void>;
};

/** The sign-in overlay's contract: the plumbing, its events, and its result. */
export type SignInHostApi = MethodsOf<typeof signInHostContract>;
/** The reservation-lookup overlay's contract: the plumbing and its event; a match leaves through `navigate`, or is shown (`reservationFound`). */
export type ReservationLookupHostApi = MethodsOf<typeof reservationLookupHostContract>;
/** The guest-info overlay's contract. */
export type GuestInfoHostApi = MethodsOf<typeof guestInfoHostContract>;
/** The payment overlay's contract. */
export type PaymentHostApi = MethodsOf<typeof paymentHostContract>;
/** What any overlay's host offers: the plumbing with any overlay's events; each overlay's own contract extends it. */
export type AnyHostApi = MethodsOf<typeof anyHostContract>;

/** Methods every overlay exposes; the host calls them. `hello` answers the overlay's own. */
export type OverlayApi = MethodsOf<typeof overlayContract, { hello: Hello | Promise<Hello> }>;

/** What a host page writes for an overlay: its contract's methods less the plumbing the bridge answers itself. */
export type HostHandlers<Api> = Omit<Api, 'resized' | 'interactive'>;
