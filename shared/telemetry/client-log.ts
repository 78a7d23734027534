import { telemetryApiPaths } from '../domain/paths';

export type ClientLogLevel = 'error' | 'warn' | 'info';

/**
 * Sends one line to the logger call (spec 7). Fire and forget: failures the spec says are "logged
 * only" must never turn into a second failure the visitor sees.
 */
export function logToServer(level: ClientLogLevel, message: string): void {
  void fetch(telemetryApiPaths.logger, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ level, message: message.slice(0, 2000) }),
    keepalive: true,
  }).catch(() => undefined);
}
