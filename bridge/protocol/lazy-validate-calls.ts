import type { BridgeLog } from './bridge-log';
import type { checkCall, Handler } from './check-call';
import type { Contract } from './contract';

/** A contract's schemas with their checker, as a chunk loaded on demand. */
export type LoadedChecks = { contract: Contract; checkCall: typeof checkCall };

/**
 * The handlers penpal offers the peer: one per name in `methods`, each checking its call with the
 * contract's schema (checkCall) before the handler runs. The schemas (and valibot) come as a chunk
 * fetched alongside the handshake, so a first load stays small; each call waits for the chunk, which
 * has almost always arrived before the peer's first call.
 */
export function lazilyValidatedHandlers(
  methods: readonly string[],
  checks: Promise<LoadedChecks>,
  handlers: () => Partial<Record<string, Handler>>,
  log: BridgeLog,
): Record<string, Handler> {
  return Object.fromEntries(
    methods.map((method) => [
      method,
      async (...args: unknown[]) => {
        const { contract, checkCall } = await checks;
        return checkCall(contract, method, args, handlers, log);
      },
    ]),
  );
}
