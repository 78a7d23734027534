/**
 * What the loader (portico-embed.ts) fetches the first time a page opens or preloads an overlay: the
 * origin check, the modal dialog, the frame with its skeleton, the warm pool, and the overlay session of
 * bridge/ (penpal and the protocol's checks; the same core our own host runs through a thin hook), which
 * does the connecting, checking, sizing and recovering. No React. The embedding guide is docs/embedding.md.
 */
import { BridgeErrorCode } from '../bridge/bridge-error';
import { startBridgeRecording, wantsBridgeRecording } from '../bridge/inspector/bridge-recording';
import type { OverlayName } from '../shared/domain/overlay-registry';
import { adoptEmbedStyles } from './embed-styles';
import { createFrameSlot } from './frame-slot';
import { lastHeights } from '../bridge/session/last-heights';
import { createModalDialog } from './modal-dialog';
import { openOverlay, titleOf, type StartRefusal } from './open-overlay';
import type { OpenOptions, OverlayHandle } from './public-types';
import type { checkOrigin } from './origin-check';
import { overlayAddress, resolveRequest, type OverlayRequest, type ResolvedRequest } from './overlay-address';
import { createWarmPool } from './warm-pool';

/** What the loader hands on once the engine is here; the loader checked the overlay's name already. */
export type PorticoEngine = {
  open(name: OverlayName, options: OpenOptions): OverlayHandle;
  preload(name: OverlayName, request?: OverlayRequest): void;
};

/**
 * The engine for the overlays at `overlayOrigin` (where the loader came from): one per page. It asks the
 * origin check through the loader's `check`, which the loader started while the engine was on its way.
 */
export function startEngine(overlayOrigin: string, check: typeof checkOrigin): PorticoEngine {
  const pool = createWarmPool();
  // A test kit (Portico's Playwright fixture, or a team's own) asks for every bridge call to be recorded.
  if (wantsBridgeRecording()) startBridgeRecording();
  let siteOrigin = overlayOrigin;

  const allowed = (): Promise<{ siteOrigin: string }> =>
    check(overlayOrigin).then(
      (answer) => {
        if (!answer.isAllowed) {
          throw {
            code: BridgeErrorCode.OriginNotAllowed,
            message: `${answer.origin} may not frame Portico overlays. Ask Portico to add it to the allowed host origins (ALLOWED_HOST_ORIGINS).`,
          } satisfies StartRefusal;
        }
        siteOrigin = answer.siteOrigin;
        return { siteOrigin: answer.siteOrigin };
      },
      (error: Error) => {
        throw { code: 'ORIGIN_CHECK_FAILED', message: `The overlay origin ${overlayOrigin} could not be asked whether this page may frame it: ${error.message}` } satisfies StartRefusal;
      },
    );

  const newPlace = (name: OverlayName, request: ResolvedRequest, isModal: boolean) => {
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
  };

  return {
    open(name, options) {
      return openOverlay(name, options, {
        allowed: allowed(),
        placeFor(overlay, request, isModal) {
          const warm = isModal ? pool.take(overlayAddress(overlayOrigin, overlay, request)) : null;
          return warm ? { slot: warm.slot, dialog: warm.dialog } : newPlace(overlay, request, isModal);
        },
      });
    },
    preload(name, request = {}) {
      const resolved = resolveRequest(request);
      const key = overlayAddress(overlayOrigin, name, resolved);
      if (pool.has(key)) return;
      // In the pool at once, so an `open` right after the intent (a click follows a hover) takes this one.
      const place = newPlace(name, resolved, true);
      pool.add({ key, slot: place.slot, dialog: place.dialog!, createdAt: Date.now() });
      // A preload is a guess: a refused page hears about it when it opens the overlay.
      void allowed().then(() => place.slot.begin(), () => undefined);
    },
  };
}
