import type { OverlayName } from '../shared/domain/overlay-registry';
import type { PorticoEngine } from './engine';
import type { OverlayRequest } from './overlay-address';
import { pageListeners } from './page-listeners';
import type { OpenOptions, OverlayHandle, OverlayOutcome } from './public-types';

/** Why an overlay never started: the engine did not come (offline, blocked by the page's CSP, a proxy). */
export const ENGINE_LOAD_FAILED = 'ENGINE_LOAD_FAILED';

/**
 * The handle `Portico.open` answers at once, while the engine may still be on its way: it keeps the
 * page's listeners, and a `close` or `configure` asked for meanwhile, and hands over to the engine's own
 * handle when the engine is here. An engine that cannot come fails the overlay the way every failure
 * does: an `error` event, the console, and a `failed` outcome.
 */
export function deferredHandle(name: OverlayName, options: OpenOptions, engine: Promise<PorticoEngine>): OverlayHandle {
  const listeners = pageListeners(options.onEvent);
  const { publish } = listeners;
  let settle: (outcome: OverlayOutcome) => void = () => {};
  const outcome = new Promise<OverlayOutcome>((resolve) => (settle = resolve));

  let started: OverlayHandle | null = null;
  let isClosed = false;
  let isFailed = false;
  // What the page changed before the engine came: the overlay opens with it.
  let changes: Partial<Omit<OverlayRequest, 'cartId' | 'rate'>> = {};

  const opened = engine.then(
    (ready) => {
      if (isClosed) return;
      started = ready.open(name, { ...options, ...changes, onEvent: publish });
      void started.outcome.then(settle);
    },
    (error: Error) => {
      isFailed = true;
      console.error(`[portico embed] ${ENGINE_LOAD_FAILED}: ${error.message}`);
      publish({ type: 'error', code: ENGINE_LOAD_FAILED, message: error.message });
      settle({ status: 'failed', code: ENGINE_LOAD_FAILED, message: error.message });
    },
  );

  return {
    name,
    get state() {
      if (started) return started.state;
      return isClosed ? 'closed' : isFailed ? 'failed' : 'loading';
    },
    close() {
      if (started) started.close();
      else if (!isClosed) {
        isClosed = true;
        settle({ status: 'closed' });
      }
      listeners.clear();
    },
    async configure(next) {
      if (started) return started.configure(next);
      changes = { ...changes, ...next };
      await opened;
    },
    outcome,
    on: listeners.on,
  };
}
