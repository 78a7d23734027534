import { BridgeError, BridgeErrorCode } from '../bridge-error';
import type { Hello } from '../protocol';
import { CAPABILITIES, type Agreement, type Capability } from './version';

/**
 * The agreement between `own` and `peer`, or a BridgeError PROTOCOL_UNSUPPORTED naming both ranges
 * when no protocol is spoken by both (a peer so new it dropped ours, or so old we dropped its).
 */
export function negotiate(own: Hello, peer: Hello): Agreement {
  const protocol = Math.min(own.protocol, peer.protocol);
  if (protocol < Math.max(own.oldestProtocol, peer.oldestProtocol)) {
    throw new BridgeError(
      BridgeErrorCode.UnsupportedProtocol,
      `No protocol in common: this side speaks ${own.oldestProtocol} to ${own.protocol}, the other ${peer.oldestProtocol} to ${peer.protocol}.`,
    );
  }
  const known = new Set<string>(Object.values(CAPABILITIES));
  const capabilities = own.capabilities.filter((name): name is Capability => known.has(name) && peer.capabilities.includes(name));
  return { protocol, capabilities };
}
