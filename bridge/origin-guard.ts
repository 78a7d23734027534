/** Where the bridge reports messages it ignored; defaults to the console. */
export type IgnoredMessageLog = (message: string, detail: { origin: string }) => void;

const defaultLog: IgnoredMessageLog = (message, detail) => console.warn(`[portico bridge] ${message}`, detail);

const MESSAGE_TYPES = new Set(['SYN', 'ACK1', 'ACK2', 'CALL', 'REPLY', 'DESTROY']);

type Candidate = { namespace?: unknown; type?: unknown; participantId?: unknown; id?: unknown; methodPath?: unknown; args?: unknown; callId?: unknown };

function isBridgeMessage(data: unknown): data is Candidate {
  return typeof data === 'object' && data !== null && (data as Candidate).namespace === 'penpal';
}

/** The shape penpal's messages must have; penpal drops anything else silently, we want it seen. */
function isWellFormed(message: Candidate): boolean {
  if (typeof message.type !== 'string' || !MESSAGE_TYPES.has(message.type)) return false;
  if (message.type === 'SYN') return typeof message.participantId === 'string';
  if (message.type === 'CALL') return typeof message.id === 'string' && Array.isArray(message.methodPath) && Array.isArray(message.args);
  if (message.type === 'REPLY') return typeof message.callId === 'string';
  return true;
}

/**
 * Watches `target` for bridge messages that the bridge ignores, and logs them: those from origins
 * outside the allow-list, and malformed ones. Penpal itself already refuses both. Returns a stop function.
 */
export function watchIgnoredMessages(
  target: Window,
  allowedOrigins: readonly string[],
  log: IgnoredMessageLog = defaultLog,
): () => void {
  const onMessage = (event: MessageEvent) => {
    if (!isBridgeMessage(event.data)) return;
    if (!allowedOrigins.includes(event.origin)) {
      log('ignored a message from an origin that is not allowed', { origin: event.origin });
    } else if (!isWellFormed(event.data)) {
      log('ignored a malformed bridge message', { origin: event.origin });
    }
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}
