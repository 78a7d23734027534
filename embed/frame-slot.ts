import type { HostOverlayName } from '../bridge/protocol/host-methods';
import { createOverlaySession, type OverlaySession, type SessionEvent, type SessionHandlers } from '../bridge/session/overlay-session';
import type { NavigationAllowList } from '../bridge/session/navigation-allow-list';

/** What a slot reports to the handle that owns it; a pooled slot changes owner when it is taken. */
export type SlotWiring = { handlers: () => SessionHandlers<HostOverlayName>; onEvent(event: SessionEvent): void; allowNavigation: NavigationAllowList };

export type FrameSlotOptions = {
  src: string;
  title: string;
  overlayOrigin: string;
  overlay: HostOverlayName;
  /** What an overlay's paths are read against: the chain's site, known once the origin check answers. */
  navigationBase: () => string;
  /** The skeleton's height until the overlay reports its own. */
  skeletonHeight: number;
};

export type FrameSlot = {
  element: HTMLElement;
  readonly iframe: HTMLIFrameElement;
  /** Starts the frame (once) and its session; the skeleton shows until then and until the first height. */
  begin(): void;
  /** Hands the slot to an owner; what already happened (connection, height, lifecycle) is told again. */
  wire(wiring: SlotWiring): void;
  session(): OverlaySession | null;
  /** Replaces the frame with the failure message and, when it can help, Try again (a new frame and session). */
  fail(message: string, canRetry: boolean): void;
  destroy(): void;
};

/**
 * An overlay's place on the page: a skeleton at the overlay's last known height shows at once, the
 * frame loads hidden behind it and takes its place at its first height, and a failure shows the spec's
 * "Something went wrong" with Try again. One overlay session (the bridge's core) runs the frame.
 */
export function createFrameSlot(options: FrameSlotOptions): FrameSlot {
  const element = document.createElement('div');
  element.className = 'portico-embed-slot';
  const skeleton = createSkeleton(options.skeletonHeight);
  element.append(skeleton);
  let iframe = document.createElement('iframe');
  let session: OverlaySession | null = null;
  let wiring: SlotWiring | null = null;
  // Told again to a new owner: the latest connection, height and lifecycle event.
  const latest = new Map<SessionEvent['type'], SessionEvent>();

  // Events of a session the slot gave up on (it failed, and Try again starts another) are not told.
  let current = { isTold: true };

  const start = () => {
    current.isTold = false;
    session?.destroy();
    const told = { isTold: true };
    current = told;
    latest.clear();
    iframe = document.createElement('iframe');
    iframe.className = 'portico-embed-frame';
    iframe.title = options.title;
    iframe.dataset.shown = 'false';
    iframe.tabIndex = -1;
    iframe.setAttribute('aria-hidden', 'true');
    iframe.style.height = '0px';
    element.replaceChildren(skeleton, iframe);
    // The session listens before the page loads, so its first `load` is seen.
    iframe.src = options.src;
    session = createOverlaySession({
      iframe,
      overlayOrigin: options.overlayOrigin,
      overlay: options.overlay,
      handlers: () => wiring?.handlers() ?? {},
      allowNavigation: () => wiring?.allowNavigation ?? [options.navigationBase()],
      navigationBase: options.navigationBase,
      onEvent(event) {
        if (!told.isTold) return;
        if (event.type === 'height') show(event.height);
        latest.set(event.type, event);
        wiring?.onEvent(event);
      },
    });
  };

  const show = (height: number) => {
    iframe.style.height = `${height}px`;
    if (iframe.dataset.shown === 'true') return;
    iframe.dataset.shown = 'true';
    iframe.removeAttribute('tabindex');
    iframe.removeAttribute('aria-hidden');
    skeleton.remove();
  };

  return {
    element,
    get iframe() {
      return iframe;
    },
    begin() {
      if (!session) start();
    },
    wire(next) {
      wiring = next;
      for (const type of ['connected', 'height', 'lifecycle'] as const) {
        const event = latest.get(type);
        if (event) next.onEvent(event);
      }
    },
    session: () => session,
    fail(message, canRetry) {
      // The failure was told already; its teardown is not a `closed` the page should hear.
      current.isTold = false;
      session?.destroy();
      session = null;
      element.replaceChildren(createFailure(message, canRetry ? start : null));
    },
    destroy() {
      session?.destroy();
      session = null;
      wiring = null;
      element.replaceChildren();
      element.remove();
    },
  };
}

function createSkeleton(height: number): HTMLElement {
  const skeleton = document.createElement('div');
  skeleton.className = 'portico-embed-skeleton';
  skeleton.setAttribute('role', 'status');
  skeleton.setAttribute('aria-label', 'Loading');
  skeleton.style.height = `${height}px`;
  for (let bar = 0; bar < 4; bar += 1) skeleton.append(document.createElement('span'));
  return skeleton;
}

function createFailure(message: string, retry: (() => void) | null): HTMLElement {
  const failure = document.createElement('div');
  failure.className = 'portico-embed-failure';
  failure.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = message;
  failure.append(text);
  if (retry) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Try again';
    button.addEventListener('click', retry, { once: true });
    failure.append(button);
  }
  return failure;
}
