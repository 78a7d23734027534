import { expectTypeOf } from 'vitest';
import type { RemoteProxy } from 'penpal';
import type {
  AnyHostApi,
  GuestInfoHostApi,
  Hello,
  HostHandlers,
  MethodsOf,
  OverlayApi,
  OverlayEvent,
  OverlayOptions,
  PaymentHostApi,
  ReservationLookupHostApi,
  SignInEvent,
  SignInHostApi,
  SignInSucceededDetail,
} from './protocol';
import type { signInHostContract } from './protocol/host-contracts';

declare const overlay: RemoteProxy<OverlayApi>;
declare const signInHost: RemoteProxy<SignInHostApi>;
declare const lookupHost: RemoteProxy<ReservationLookupHostApi>;
declare const guestInfoHost: RemoteProxy<GuestInfoHostApi>;
declare const paymentHost: RemoteProxy<PaymentHostApi>;
declare const anyHost: RemoteProxy<AnyHostApi>;

// Compile-time checks: `npm run typecheck` (tsc -p tsconfig.json, which includes bridge/) fails when the
// protocol loses its types. Vitest does not run this file; there is nothing in it to run.
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

// Protocol 2: `hello` takes the host's Hello and answers the overlay's, at once or later.
expectTypeOf<OverlayApi['hello']>().parameter(0).toEqualTypeOf<Hello>();
expectTypeOf<OverlayApi['hello']>().returns.toEqualTypeOf<Hello | Promise<Hello>>();
expectTypeOf(overlay.hello).parameter(0).toEqualTypeOf<Hello>();
expectTypeOf(overlay.ping()).toEqualTypeOf<Promise<void>>();
// @ts-expect-error a hello lists its capabilities
void overlay.hello({ protocol: 2, oldestProtocol: 1 });
// @ts-expect-error protocol versions are numbers
void overlay.hello({ protocol: '2', oldestProtocol: 1, capabilities: [] });

// A host page writes everything but the plumbing the bridge answers itself.
expectTypeOf<keyof HostHandlers<SignInHostApi>>().toEqualTypeOf<Exclude<keyof SignInHostApi, 'resized' | 'interactive'>>();
expectTypeOf<HostHandlers<SignInHostApi>>().toHaveProperty('navigate');
expectTypeOf<HostHandlers<SignInHostApi>>().toHaveProperty('signInSucceeded');
declare const signInHandlers: HostHandlers<SignInHostApi>;
// @ts-expect-error the bridge answers resized itself
void signInHandlers.resized;
// @ts-expect-error the bridge answers interactive itself
void signInHandlers.interactive;

// Each contract's `emit` takes its own overlay's events and no other overlay's.
expectTypeOf(signInHost.emit).parameter(0).toEqualTypeOf<SignInEvent>();
void signInHost.emit({ name: 'continueAsGuest', detail: {} });
// @ts-expect-error a payment event is not the sign-in overlay's
void signInHost.emit({ name: 'paymentCardRefused', detail: { field: null, errorCode: 'X' } });
void guestInfoHost.emit({ name: 'travelInsuranceChanged', detail: { insuranceAdded: true } });
// @ts-expect-error a sign-in event is not the guest-info overlay's
void guestInfoHost.emit({ name: 'signInFailed', detail: { errorCode: 'X' } });
void paymentHost.emit({ name: 'paymentCardAccepted', detail: { brand: 'visa', isSavedCard: false, isCardSaved: true } });
// @ts-expect-error a guest-info event is not the payment overlay's
void paymentHost.emit({ name: 'guestInfoSaved', detail: { isMember: true, hasTravelAgent: false, insuranceAdded: false } });
// A host that forwards every overlay's events takes any of them.
expectTypeOf(anyHost.emit).parameter(0).toEqualTypeOf<OverlayEvent>();
void anyHost.emit({ name: 'paymentCardRefused', detail: { field: null, errorCode: 'X' } });

// Every overlay's contract is a host of any overlay (methods are bivariant in their parameters), but not the reverse.
expectTypeOf<MethodsOf<typeof signInHostContract>>().toEqualTypeOf<SignInHostApi>();
expectTypeOf<SignInHostApi>().toExtend<AnyHostApi>();
expectTypeOf<ReservationLookupHostApi>().toExtend<AnyHostApi>();
expectTypeOf<GuestInfoHostApi>().toExtend<AnyHostApi>();
expectTypeOf<PaymentHostApi>().toExtend<AnyHostApi>();
expectTypeOf<AnyHostApi>().not.toExtend<SignInHostApi>();
declare const signInApi: MethodsOf<typeof signInHostContract>;
const asAnyHost: AnyHostApi = signInApi;
void asAnyHost;
