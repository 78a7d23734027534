/** Logs bridge-shaped messages from origins outside the allow-list; penpal itself already drops them. */
export type ForeignMessageLog = (message: string, detail: { origin: string }) => void;

const defaultLog: ForeignMessageLog = (message, detail) => console.warn(`[portico bridge] ${message}`, detail);

function isBridgeMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { namespace?: unknown }).namespace === 'penpal';
}

/** Starts watching `target` for messages; returns a function that stops watching. */
export function watchForeignMessages(
  target: Window,
  allowedOrigins: readonly string[],
  log: ForeignMessageLog = defaultLog,
): () => void {
  const onMessage = (event: MessageEvent) => {
    if (allowedOrigins.includes(event.origin)) return;
    if (!isBridgeMessage(event.data)) return;
    log('ignored a message from an origin that is not allowed', { origin: event.origin });
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}
