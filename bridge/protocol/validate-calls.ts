import { consoleBridgeLog, type BridgeLog } from './bridge-log';
import { checkCall, type Handler } from './check-call';
import type { Contract } from './contract';

export { consoleBridgeLog, type BridgeLog };

/**
 * The handlers penpal exposes to the peer: one per method of `contract`, each checking the arguments it
 * receives against its schema first (checkCall). A method the contract does not list is not offered at
 * all. Handlers are read at call time, so `handlers()` may answer new ones.
 */
export function validatedHandlers(contract: Contract, handlers: () => Partial<Record<string, Handler>>, log: BridgeLog = consoleBridgeLog): Record<string, Handler> {
  return Object.fromEntries(Object.keys(contract).map((method) => [method, (...args: unknown[]) => checkCall(contract, method, args, handlers, log)]));
}
