/** What a worker tells the supervisor: it listens on every port and takes requests. */
export const WORKER_READY = 'portico:ready';

export type WorkerMessage = { type: typeof WORKER_READY };

export function isWorkerReady(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === WORKER_READY;
}
