import { hostMethodNames, type HostOverlayName } from '../bridge/protocol/host-methods';
import type { OverlayApi, OverlayOptions } from '../bridge/protocol';
import type { LifecycleState } from '../bridge/session/lifecycle';
import type { SessionEvent, SessionHandlers } from '../bridge/session/overlay-session';
import type { OpenOptions, OverlayHandle, OverlayOutcome } from './public-types';
import type { OverlayName } from '../shared/domain/overlay-registry';
import type { RemoteProxy } from 'penpal';
import { lastHeights } from '../bridge/session/last-heights';
import type { ModalDialog } from './modal-dialog';
import type { FrameSlot, SlotWiring } from './frame-slot';
import { resolveRequest, type ResolvedRequest } from './overlay-address';
import { pageListeners } from './page-listeners';

/** The methods whose call is the overlay's result. */
const RESULTS = new Set(['signInSucceeded', 'guestInfoCompleted', 'paymentCompleted', 'bookingConfirmed', 'reservationFound']);

/** Why the loader could not start an overlay at all. */
export type StartRefusal = { code: string; message: string };

/** What `open` needs from the loader. */
export type OpenContext = {
  /** Resolves once the overlay origin allows this page, with the chain's site origin; rejects with a StartRefusal. */
  allowed: Promise<{ siteOrigin: string }>;
  /** The slot (and dialog, for a modal) to run this overlay in: warm from the pool when one waits, else new and not begun. */
  placeFor(name: OverlayName, request: ResolvedRequest, isModal: boolean): { slot: FrameSlot; dialog: ModalDialog | null };
};

/** Opens `name` as the page asked, and answers its handle at once; the frame follows the origin check. */
export function openOverlay(name: OverlayName, options: OpenOptions, context: OpenContext): OverlayHandle {
  let request = resolveRequest(options);
  let siteOrigin = window.location.origin;
  const listeners = pageListeners(options.onEvent);
  const { publish } = listeners;
  let settle: (outcome: OverlayOutcome) => void = () => {};
  const outcome = new Promise<OverlayOutcome>((resolve) => (settle = resolve));
  let isSettled = false;
  const finish = (result: OverlayOutcome) => {
    if (isSettled) return;
    isSettled = true;
    settle(result);
  };

  let overlay: RemoteProxy<OverlayApi> | null = null;
  let state: LifecycleState = 'loading';
  let place: { slot: FrameSlot; dialog: ModalDialog | null } | null = null;
  const configureOptions = (): OverlayOptions => ({ locale: request.locale, variant: request.variant, returnTo: request.returnTo, clientId: request.clientId, redirectTo: null });

  const close = () => {
    place?.slot.destroy();
    place?.dialog?.remove();
    place = null;
    finish({ status: 'closed' });
    listeners.clear();
  };

  const fail = (code: string, message: string, canRetry: boolean) => {
    console.error(`[portico embed] ${code}: ${message}`);
    publish({ type: 'error', code, message });
    place?.slot.fail('Something went wrong. We could not load this form.', canRetry);
    if (!canRetry) finish({ status: 'failed', code, message });
  };

  const handlers = (): SessionHandlers<HostOverlayName> => {
    const report = (method: string) => (detail: unknown) => {
      publish({ type: 'message', method, detail });
      if (!RESULTS.has(method)) return;
      finish({ status: 'completed', method, detail });
      // A modal has done its job; an overlay in a container stays until the page closes it.
      if (place?.dialog) close();
    };
    const methods: Record<string, (...args: never[]) => void> = Object.fromEntries(hostMethodNames[name].map((method) => [method, report(method)]));
    methods.close = () => {
      publish({ type: 'message', method: 'close', detail: null });
      close();
    };
    // Called only once the bridge judged the path allowed (see allowNavigation).
    methods.navigate = (path: string) => {
      const detail = { path, url: new URL(path, siteOrigin).href };
      publish({ type: 'message', method: 'navigate', detail });
      finish({ status: 'completed', method: 'navigate', detail });
      if (options.followNavigation !== false) window.location.assign(detail.url);
    };
    // The overlay changed what the chain's pages show (e.g. forgot a remembered member): load it afresh.
    methods.reloadParent = () => {
      publish({ type: 'message', method: 'reloadParent', detail: null });
      if (place) place.slot.iframe.src = place.slot.iframe.src;
    };
    return methods as SessionHandlers<HostOverlayName>;
  };

  const onEvent = (event: SessionEvent) => {
    if (event.type === 'connected') {
      overlay = event.overlay;
      void overlay.configure(configureOptions()).catch(() => undefined);
    } else if (event.type === 'height') {
      lastHeights.remember(name, event.height, request.variant);
    } else {
      state = event.state;
      publish({ type: 'lifecycle', state: event.state, timings: event.timings, protocol: event.agreement?.protocol ?? null, ...(event.error ? { error: event.error } : {}) });
      if (event.state === 'ready' && place?.dialog && overlay) {
        // A cross-origin frame takes focus only once its element has it.
        place.slot.iframe.focus();
        void overlay.focus().catch(() => undefined);
      }
      if (event.state === 'failed') fail(event.error?.code ?? 'OVERLAY_FAILED', event.error?.message ?? 'The overlay failed.', true);
    }
  };

  const container = typeof options.container === 'string' ? document.querySelector<HTMLElement>(options.container) : (options.container ?? null);
  if (options.container && !container) {
    queueMicrotask(() => fail('CONTAINER_NOT_FOUND', `No element matches the container ${String(options.container)}.`, false));
  } else {
    place = context.placeFor(name, request, !container);
    const wiring: SlotWiring = { handlers, onEvent, allowNavigation: options.allowNavigation ?? [] };
    place.slot.wire(wiring);
    if (container) container.append(place.slot.element);
    if (place.dialog) {
      place.dialog.onDismiss = close;
      place.dialog.show();
    }
    context.allowed.then(
      (answer) => {
        siteOrigin = answer.siteOrigin;
        // The chain's whole site unless the page said otherwise.
        if (!options.allowNavigation) wiring.allowNavigation = [siteOrigin];
        place?.slot.begin();
      },
      (refusal: StartRefusal) => fail(refusal.code, refusal.message, false),
    );
  }

  return {
    name,
    get state() {
      return state;
    },
    close,
    async configure(changes) {
      request = { ...request, ...changes, clientId: changes.clientId === undefined ? request.clientId : changes.clientId };
      await overlay?.configure(configureOptions());
    },
    outcome,
    on: listeners.on,
  };
}

/** The frame's and the dialog's accessible name. */
export function titleOf(name: OverlayName): string {
  return { 'sign-in': 'Sign in to Portico Rewards', 'reservation-lookup': 'Find your reservation', 'guest-info': 'Guest information', payment: 'Payment' }[name];
}
