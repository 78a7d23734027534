import { expectTypeOf } from 'vitest';
import type { RemoteProxy } from 'penpal';
import type { OverlayApi, OverlayOptions, ReservationLookupHostApi, SignInHostApi, SignInSucceededDetail } from './protocol';

declare const overlay: RemoteProxy<OverlayApi>;
declare const signInHost: RemoteProxy<SignInHostApi>;
declare const lookupHost: RemoteProxy<ReservationLookupHostApi>;

// Compile-time checks: `npm run typecheck` fails when the protocol loses its types.
expectTypeOf(overlay.configure).parameter(0).toEqualTypeOf<OverlayOptions>();
expectTypeOf(overlay.focus()).toEqualTypeOf<Promise<void>>();
expectTypeOf(signInHost.resized(420)).toEqualTypeOf<Promise<void>>();
expectTypeOf(lookupHost.resized(420)).toEqualTypeOf<Promise<void>>();
expectTypeOf(signInHost.signInSucceeded).parameter(0).toEqualTypeOf<SignInSucceededDetail>();

// @ts-expect-error resized takes a number of pixels
void signInHost.resized('420px');
// @ts-expect-error configure needs every option
void overlay.configure({ locale: 'en-US' });
// Each overlay has its own contract: the lookup overlay's host has no signInSucceeded.
// @ts-expect-error signInSucceeded belongs to the sign-in overlay's contract only
void lookupHost.signInSucceeded;
expectTypeOf(lookupHost.emit({ name: 'reservationLookupFailed', detail: { errorCode: 'RESERVATION_NOT_FOUND' } })).toEqualTypeOf<Promise<void>>();
// @ts-expect-error a lookup failure names its code
void lookupHost.emit({ name: 'reservationLookupFailed', detail: {} });
// @ts-expect-error an overlay emits only its own events
void lookupHost.emit({ name: 'signInFailed', detail: { errorCode: 'X' } });
// @ts-expect-error events are a closed union
void signInHost.emit({ name: 'somethingElse', detail: {} });
