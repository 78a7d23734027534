import { telemetryApiPaths } from '../../shared/domain/paths';
import type { TestApi } from './test-api';

/** The telemetry calls as a page makes them: JSON posts to either origin. */
export function telemetryCalls(api: TestApi) {
  // `undefined` sends no body at all; a string is sent as it is, anything else as JSON.
  const post = (path: string, body: unknown, headers: Record<string, string> = {}, base = api.hostUrl) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  return {
    dataLayer: (body: unknown, headers?: Record<string, string>, base?: string) => post(telemetryApiPaths.dataLayer, body, headers, base),
    clientLog: (body: unknown, headers?: Record<string, string>, base?: string) => post(telemetryApiPaths.logger, body, headers, base),
  };
}

/** A log destination for `startTestApi({ logStream })` that keeps every line, parsed. */
export function collectedLogs() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } };
}
