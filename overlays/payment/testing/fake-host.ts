import type { PaymentHostApi } from '../../../bridge';
import { createFakeHost } from '../../../bridge/testing/fake-host';

/** The payment overlay's host in component tests: the bridge kit's fake host for PaymentHostApi. */
const paymentHost = createFakeHost<PaymentHostApi>(['paymentCompleted', 'bookingConfirmed']);

/** A spy for each method of PaymentHostApi. */
export const fakeHost = paymentHost.spies;

/**
 * What the mocked useHostBridge answers (connected to `fakeHost` unless a test sets it otherwise), and
 * what the overlay passed it last. Test files mock `bridge/react/use-host-bridge` with
 * `(options) => hostBridge.answer(options)`.
 */
export const hostBridge = paymentHost.bridge;

export const resetFakeHost = () => paymentHost.reset();

/** Every argument the overlay passed to the host, as one text to search. */
export const everythingSentToHost = () => paymentHost.everythingSent();
