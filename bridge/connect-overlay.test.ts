// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
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
});
