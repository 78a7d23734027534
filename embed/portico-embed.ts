/**
 * The plain-script loader for embedding teams: `<script src="{overlay origin}/embed/portico-embed.js">`
 * gives the page `window.Portico`, which opens any Portico overlay in a container or in its own modal
 * dialog. This file is what every page of the embedding site pays for, so it holds only the API, the
 * checks of its arguments and handles that answer at once. The engine (engine.ts: the dialog, the frame,
 * the warm pool, the bridge) comes from beside the loader the first time the page opens or preloads an
 * overlay, or a guest shows the intent to. The embedding guide is docs/embedding.md.
 */
import { PROTOCOL_VERSION } from '../bridge/protocol/version';
import { overlayRegistry, type OverlayName } from '../shared/domain/overlay-registry';
import { deferredHandle } from './deferred-handle';
import type { PorticoEngine } from './engine';
import { checkOrigin } from './origin-check';
import { isOverlayName } from './overlay-address';
import type { PorticoApi } from './public-types';

export type * from './public-types';

declare global {
  interface Window {
    Portico: PorticoApi;
  }
}

/** The engine's file name, hashed by the build (scripts/embed-loader-config.ts), so it is cached for a year. */
declare const __PORTICO_ENGINE_FILE__: string;

// Read while this script runs: afterwards `currentScript` is gone. The overlays and the engine live where the loader does.
const loaderAddress = (document.currentScript as HTMLScriptElement | null)?.src ?? window.location.href;
const overlayOrigin = new URL(loaderAddress).origin;

let engine: Promise<PorticoEngine> | null = null;
let failedFetches = 0;

/** The engine, fetched once; after a failure the next call fetches it again (under a new address, which a browser may otherwise answer from its failed import). */
function loadEngine(): Promise<PorticoEngine> {
  // The origin check is on its way while the engine is, rather than after it.
  void checkOrigin(overlayOrigin).catch(() => undefined);
  if (engine) return engine;
  const address = new URL(__PORTICO_ENGINE_FILE__, loaderAddress);
  if (failedFetches > 0) address.searchParams.set('attempt', String(failedFetches + 1));
  engine = (import(/* @vite-ignore */ address.href) as Promise<typeof import('./engine')>).then(
    (module) => module.startEngine(overlayOrigin, checkOrigin),
    (error: Error) => {
      engine = null;
      failedFetches += 1;
      throw new Error(`The Portico embed engine could not be fetched from ${address.href}: ${error.message}`);
    },
  );
  return engine;
}

function requireOverlayName(name: unknown): asserts name is OverlayName {
  if (!isOverlayName(name)) throw new TypeError(`Portico: no overlay is called ${JSON.stringify(name)}; use one of ${Object.keys(overlayRegistry).join(', ')}.`);
}

function preload(name: OverlayName, request = {}): void {
  requireOverlayName(name);
  // A preload is a guess: an engine that cannot come is reported when the page opens the overlay.
  loadEngine().then((started) => started.preload(name, request), () => undefined);
}

window.Portico = {
  protocol: PROTOCOL_VERSION,
  open(name, options = {}) {
    requireOverlayName(name);
    return deferredHandle(name, options, loadEngine());
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
