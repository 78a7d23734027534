// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeError, BridgeErrorCode } from './bridge-error';
import { connectOverlay } from './connect-overlay';

const methods = () => ({ signInSucceeded: vi.fn(), graphQlError: vi.fn(), reloadParent: vi.fn(), close: vi.fn(), navigate: vi.fn(), emit: vi.fn() });

describe('connectOverlay', () => {
  it('rejects with OVERLAY_TIMEOUT when the frame never answers the handshake', async () => {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    // A frame whose page never loads: messages to it go nowhere. (jsdom also lacks postMessage's options form.)
    Object.defineProperty(iframe.contentWindow, 'postMessage', { value: () => {} });
    const connection = connectOverlay({ iframe, overlayOrigin: 'http://localhost:8081', overlay: 'sign-in', methods, timeoutMs: 50 });
    const error = await connection.connected.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(BridgeError);
    expect(error).toMatchObject({ code: BridgeErrorCode.Timeout });
    connection.destroy();
    iframe.remove();
  });

  it('refuses an iframe that is not in the document', () => {
    expect(() =>
      connectOverlay({ iframe: document.createElement('iframe'), overlayOrigin: 'http://localhost:8081', overlay: 'sign-in', methods }),
    ).toThrow(BridgeError);
  });

  describe('teardown', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      vi.useRealTimers();
    });

    it('leaves no window listener and no timer behind when destroyed during the handshake, and never settles afterwards', async () => {
      const iframe = document.createElement('iframe');
      document.body.append(iframe);
      Object.defineProperty(iframe.contentWindow, 'postMessage', { value: () => {} });
      vi.useFakeTimers();
      const added = vi.spyOn(window, 'addEventListener');
      const removed = vi.spyOn(window, 'removeEventListener');
      const connection = connectOverlay({ iframe, overlayOrigin: 'http://localhost:8081', overlay: 'sign-in', methods, timeoutMs: 8000 });
      const settled = vi.fn();
      connection.connected.then(settled, settled);
      expect(added).toHaveBeenCalled();
      expect(vi.getTimerCount()).toBeGreaterThan(0);

      connection.destroy();

      const listenersLeft = added.mock.calls.filter(([type, listener]) => !removed.mock.calls.some(([removedType, removedListener]) => removedType === type && removedListener === listener));
      expect(listenersLeft).toEqual([]);
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(settled).not.toHaveBeenCalled();
      iframe.remove();
    });
  });
});
