import * as v from 'valibot';
import { BridgeErrorCode, errorForPeer } from '../bridge-error';
import type { BridgeLog } from './bridge-log';
import type { Contract } from './contract';

export type Handler = (...args: unknown[]) => unknown;

/**
 * Runs the handler for `method` with `args` once they match the method's schema in `contract`. A
 * malformed call is refused (the caller's promise rejects with INVALID_MESSAGE), logged with the reason,
 * and never reaches the handler; a method the contract does not list is refused the same way.
 */
export function checkCall(contract: Contract, method: string, args: unknown[], handlers: () => Partial<Record<string, Handler>>, log: BridgeLog): unknown {
  // Own entries only: `toString` and the like are on every object, and are no schema.
  const schema = Object.hasOwn(contract, method) ? contract[method] : undefined;
  if (!schema) throw errorForPeer(BridgeErrorCode.InvalidMessage, `${method} is not offered here.`);
  const result = v.safeParse(schema, args);
  if (!result.success) {
    const reason = describeIssues(result.issues);
    log('refused a malformed call', { method, reason });
    throw errorForPeer(BridgeErrorCode.InvalidMessage, `${method}: ${reason}`);
  }
  const handler = handlers()[method];
  if (!handler) throw errorForPeer(BridgeErrorCode.InvalidMessage, `${method} is not handled here.`);
  return handler(...result.output);
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
