import type { hostContracts } from './host-contracts';

type HostContracts = typeof hostContracts;
/** The overlays by name, each with its own host contract. */
export type HostOverlayName = keyof HostContracts;
/** The contract (the schemas, as a type) of an overlay's host. */
export type HostContractOf<Name extends HostOverlayName> = HostContracts[Name];

const PLUMBING = ['resized', 'graphQlError', 'reloadParent', 'close', 'navigate', 'emit', 'interactive'] as const;

/**
 * What each overlay's host offers, by method name only. Penpal needs the names when it connects, but
 * the schemas (and valibot) can follow as a chunk of their own, so a page's first load carries none
 * of them; host-methods.test.ts keeps these lists equal to the contracts' methods.
 */
export const hostMethodNames = {
  'sign-in': [...PLUMBING, 'signInSucceeded'],
  'reservation-lookup': [...PLUMBING, 'reservationFound'],
  'guest-info': [...PLUMBING, 'cartChanged', 'requestSignIn', 'memberEnrolled', 'guestInfoCompleted'],
  payment: [...PLUMBING, 'paymentCompleted', 'bookingConfirmed'],
} as const satisfies { [Name in HostOverlayName]: readonly (keyof HostContracts[Name])[] };
