import { expectTypeOf } from 'vitest';
import type { RemoteProxy } from 'penpal';
import type { HostApi, OverlayApi, OverlayOptions, SignInSucceededDetail } from './protocol';

declare const overlay: RemoteProxy<OverlayApi>;
declare const host: RemoteProxy<HostApi>;

// Compile-time checks: `npm run typecheck` fails when the protocol loses its types.
expectTypeOf(overlay.configure).parameter(0).toEqualTypeOf<OverlayOptions>();
expectTypeOf(overlay.focus()).toEqualTypeOf<Promise<void>>();
expectTypeOf(host.resized(420)).toEqualTypeOf<Promise<void>>();
expectTypeOf(host.signInSucceeded).parameter(0).toEqualTypeOf<SignInSucceededDetail>();

// @ts-expect-error resized takes a number of pixels
void host.resized('420px');
// @ts-expect-error configure needs every option
void overlay.configure({ locale: 'en-US' });
expectTypeOf(host.emit({ name: 'reservationLookupFailed', detail: { errorCode: 'RESERVATION_NOT_FOUND' } })).toEqualTypeOf<Promise<void>>();
// @ts-expect-error a lookup failure names its code
void host.emit({ name: 'reservationLookupFailed', detail: {} });
// @ts-expect-error events are a closed union
void host.emit({ name: 'somethingElse', detail: {} });
