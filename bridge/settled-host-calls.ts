import { ErrorCode, PenpalError, type RemoteProxy } from 'penpal';
import type { AnyHostApi } from './protocol';
import type { BridgeLog } from './protocol/bridge-log';

/**
 * The host as an overlay calls it, each call's failure handled once, so none surfaces as an uncaught
 * rejection on the embedding page's console. A call cut short because the host tore the connection down is
 * how a frame's life ends (the host closed the overlay, or moved on to the next step, on the very call
 * that finished this one): nothing is said. Any other failure goes to the bridge log. A caller that awaits
 * a call still gets its rejection.
 */
export function withSettledCalls<Api extends AnyHostApi>(host: RemoteProxy<Api>, log: BridgeLog): RemoteProxy<Api> {
  const call = (method: string) => (...args: unknown[]) => {
    const answer = (host as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[method]!(...args);
    answer.catch((error: unknown) => {
      if (error instanceof PenpalError && error.code === ErrorCode.ConnectionDestroyed) return;
      log(`the host did not take ${method}()`, { error: error instanceof Error ? error.message : String(error) });
    });
    return answer;
  };
  return new Proxy(Object.create(null) as RemoteProxy<Api>, {
    // Not a promise: `await` and `then` must not take the proxy for one (penpal's own proxy says the same).
    get: (_target, property) => (property === 'then' || typeof property !== 'string' ? undefined : call(property)),
  });
}
