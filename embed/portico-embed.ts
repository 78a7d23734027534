/**
 * The plain-script loader for embedding teams: `<script src="{overlay origin}/embed/portico-embed.js">`
 * gives the page `window.Portico`, which opens any Portico overlay in a container or in its own modal
 * dialog. No React: the overlay session of bridge/ (the same core our own host runs through a thin
 * hook) does the connecting, checking, sizing and recovering. The embedding guide is docs/embedding.md.
 */
import { hostMethodNames } from '../bridge/protocol/host-methods';
import { PROTOCOL_VERSION } from '../bridge/protocol/version';
import { BridgeErrorCode } from '../bridge/bridge-error';
import { startBridgeRecording, wantsBridgeRecording } from '../bridge/inspector/bridge-recording';
import type { OverlayName } from '../shared/domain/overlay-registry';
import { adoptEmbedStyles } from './embed-styles';
import { createFrameSlot } from './frame-slot';
import { lastHeights } from '../bridge/session/last-heights';
import { createModalDialog } from './modal-dialog';
import { openOverlay, titleOf, type StartRefusal } from './open-overlay';
import type { PorticoApi } from './public-types';
import { checkOrigin } from './origin-check';
import { isOverlayName, overlayAddress, resolveRequest, type OverlayRequest, type ResolvedRequest } from './overlay-address';
import { createWarmPool } from './warm-pool';

export type * from './public-types';

declare global {
  interface Window {
    Portico: PorticoApi;
  }
}

// Read while this script runs: afterwards `currentScript` is gone. The overlays live where the loader does.
const overlayOrigin = new URL((document.currentScript as HTMLScriptElement | null)?.src ?? window.location.href).origin;
const pool = createWarmPool();
// A test kit (Portico's Playwright fixture, or a team's own) asks for every bridge call to be recorded.
if (wantsBridgeRecording()) startBridgeRecording();

function allowed(): Promise<{ siteOrigin: string }> {
  return checkOrigin(overlayOrigin).then(
    (answer) => {
      if (answer.isAllowed) return { siteOrigin: answer.siteOrigin };
      throw {
        code: BridgeErrorCode.OriginNotAllowed,
        message: `${answer.origin} may not frame Portico overlays. Ask Portico to add it to the allowed host origins (ALLOWED_HOST_ORIGINS).`,
      } satisfies StartRefusal;
    },
    (error: Error) => {
      throw { code: 'ORIGIN_CHECK_FAILED', message: `The overlay origin ${overlayOrigin} could not be asked whether this page may frame it: ${error.message}` } satisfies StartRefusal;
    },
  );
}

let siteOrigin = overlayOrigin;

function newPlace(name: OverlayName, request: ResolvedRequest, isModal: boolean) {
  adoptEmbedStyles();
  const slot = createFrameSlot({
    src: overlayAddress(overlayOrigin, name, request),
    title: titleOf(name),
    overlayOrigin,
    overlay: name,
    navigationBase: () => siteOrigin,
    skeletonHeight: lastHeights.of(name, request.variant),
  });
  const dialog = isModal ? createModalDialog(titleOf(name)) : null;
  dialog?.body.append(slot.element);
  return { slot, dialog };
}

function requireOverlayName(name: unknown): asserts name is OverlayName {
  if (!isOverlayName(name)) throw new TypeError(`Portico: no overlay is called ${JSON.stringify(name)}; use one of ${Object.keys(hostMethodNames).join(', ')}.`);
}

function preload(name: OverlayName, request: OverlayRequest = {}): void {
  requireOverlayName(name);
  const resolved = resolveRequest(request);
  const key = overlayAddress(overlayOrigin, name, resolved);
  if (pool.has(key)) return;
  // In the pool at once, so an `open` right after the intent (a click follows a hover) takes this one.
  const place = newPlace(name, resolved, true);
  pool.add({ key, slot: place.slot, dialog: place.dialog!, createdAt: Date.now() });
  void allowed().then(
    (answer) => {
      siteOrigin = answer.siteOrigin;
      place.slot.begin();
    },
    // A preload is a guess: a refused page hears about it when it opens the overlay.
    () => undefined,
  );
}

window.Portico = {
  protocol: PROTOCOL_VERSION,
  open(name, options = {}) {
    requireOverlayName(name);
    const check = allowed().then((answer) => {
      siteOrigin = answer.siteOrigin;
      return answer;
    });
    return openOverlay(name, options, {
      allowed: check,
      placeFor(overlay, request, isModal) {
        const warm = isModal ? pool.take(overlayAddress(overlayOrigin, overlay, request)) : null;
        return warm ? { slot: warm.slot, dialog: warm.dialog } : newPlace(overlay, request, isModal);
      },
    });
  },
  preload,
  preloadOnIntent(trigger, name, request) {
    requireOverlayName(name);
    const onIntent = () => preload(name, request);
    trigger.addEventListener('pointerenter', onIntent);
    trigger.addEventListener('focus', onIntent);
    return () => {
      trigger.removeEventListener('pointerenter', onIntent);
      trigger.removeEventListener('focus', onIntent);
    };
  },
};
