import * as v from 'valibot';
import { BridgeErrorCode, errorForPeer } from '../bridge-error';
import type { Contract } from './contract';

/** Where the bridge writes why it refused something; defaults to the console. */
export type BridgeLog = (message: string, detail: Record<string, unknown>) => void;

export const consoleBridgeLog: BridgeLog = (message, detail) => console.warn(`[portico bridge] ${message}`, detail);

type Handler = (...args: unknown[]) => unknown;

/**
 * The handlers penpal exposes to the peer: one per method of `contract`, each checking the arguments it
 * receives against its schema first. A malformed call is refused (the caller's promise rejects with
 * INVALID_MESSAGE), logged with the reason, and never reaches `handlers`; a method the contract does
 * not list is not offered at all. Handlers are read at call time, so `handlers()` may answer new ones.
 */
export function validatedHandlers(contract: Contract, handlers: () => Partial<Record<string, Handler>>, log: BridgeLog = consoleBridgeLog): Record<string, Handler> {
  return Object.fromEntries(
    Object.entries(contract).map(([method, schema]) => [
      method,
      (...args: unknown[]) => {
        const result = v.safeParse(schema, args);
        if (!result.success) {
          const reason = describeIssues(result.issues);
          log('refused a malformed call', { method, reason });
          throw errorForPeer(BridgeErrorCode.InvalidMessage, `${method}: ${reason}`);
        }
        const handler = handlers()[method];
        if (!handler) throw errorForPeer(BridgeErrorCode.InvalidMessage, `${method} is not handled here.`);
        return handler(...result.output);
      },
    ]),
  );
}

/** Where each issue is and what was expected there, never the value received (it may be anything, a secret too). */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${describePath(issue)}: expected ${issue.expected ?? issue.kind}`).join('; ');
}

function describePath(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((item) => String(item.key));
  if (!path?.length) return 'arguments';
  // The first key is the argument's position in the call.
  const [position, ...rest] = path;
  return [`argument ${Number(position) + 1}`, ...rest].join('.');
}
