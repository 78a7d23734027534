import { describe, expect, it } from 'vitest';
import { BridgeError, BridgeErrorCode } from '../bridge-error';
import type { Hello } from '../protocol';
import { negotiate } from './negotiate';
import { CAPABILITIES, OWN_HELLO } from './version';

const ALL_CAPABILITIES = [CAPABILITIES.heartbeat, CAPABILITIES.interactiveNotice];

/** The error `negotiate` throws, or fails the test when it agrees. */
function refusal(own: Hello, peer: Hello): BridgeError {
  try {
    negotiate(own, peer);
  } catch (error) {
    return error as BridgeError;
  }
  throw new Error('negotiate agreed where it should have refused');
}

describe('negotiate', () => {
  it('agrees on protocol 2 with every capability when both sides are this build', () => {
    expect(OWN_HELLO).toMatchObject({ protocol: 2, oldestProtocol: 1 });
    expect(negotiate(OWN_HELLO, OWN_HELLO)).toEqual({ protocol: 2, capabilities: ALL_CAPABILITIES });
  });

  it('agrees on protocol 1 and no capabilities with an older peer that speaks only protocol 1', () => {
    expect(negotiate(OWN_HELLO, { protocol: 1, oldestProtocol: 1, capabilities: [] })).toEqual({ protocol: 1, capabilities: [] });
  });

  it('agrees on our newest protocol with a newer peer that still speaks it', () => {
    expect(negotiate(OWN_HELLO, { protocol: 3, oldestProtocol: 2, capabilities: ALL_CAPABILITIES })).toEqual({ protocol: 2, capabilities: ALL_CAPABILITIES });
  });

  it('refuses with PROTOCOL_UNSUPPORTED a peer so new it dropped every protocol we speak, naming both ranges', () => {
    const error = refusal(OWN_HELLO, { protocol: 4, oldestProtocol: 3, capabilities: ALL_CAPABILITIES });
    expect(error).toBeInstanceOf(BridgeError);
    expect(error.code).toBe(BridgeErrorCode.UnsupportedProtocol);
    expect(error.message).toContain('this side speaks 1 to 2');
    expect(error.message).toContain('the other 3 to 4');
  });

  it('refuses with PROTOCOL_UNSUPPORTED a peer so old we dropped its protocol', () => {
    const error = refusal({ protocol: 3, oldestProtocol: 2, capabilities: [] }, { protocol: 1, oldestProtocol: 1, capabilities: [] });
    expect(error.code).toBe(BridgeErrorCode.UnsupportedProtocol);
    expect(error.message).toContain('this side speaks 2 to 3');
    expect(error.message).toContain('the other 1 to 1');
  });

  it('agrees on the oldest protocol when that is the only one both speak', () => {
    expect(negotiate({ protocol: 3, oldestProtocol: 2, capabilities: [] }, { protocol: 2, oldestProtocol: 1, capabilities: [] })).toEqual({ protocol: 2, capabilities: [] });
  });

  it('keeps only the capabilities both sides offer', () => {
    const peer = { protocol: 2, oldestProtocol: 1, capabilities: [CAPABILITIES.heartbeat] };
    expect(negotiate(OWN_HELLO, peer).capabilities).toEqual([CAPABILITIES.heartbeat]);
    expect(negotiate(peer, OWN_HELLO).capabilities).toEqual([CAPABILITIES.heartbeat]);
  });

  it('ignores capability names it does not know, even when both sides offer them', () => {
    const own = { ...OWN_HELLO, capabilities: [...ALL_CAPABILITIES, 'teleport'] };
    const peer = { protocol: 3, oldestProtocol: 1, capabilities: ['teleport', CAPABILITIES.interactiveNotice, 'time-travel'] };
    expect(negotiate(own, peer)).toEqual({ protocol: 2, capabilities: [CAPABILITIES.interactiveNotice] });
  });
});
