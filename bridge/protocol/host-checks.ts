import * as v from 'valibot';
import type { Hello } from '../protocol';
import { helloSchema } from './overlay-payloads';

/** The chunk a host loads to check what its overlays send: every host contract, the checker and the negotiation. */
export { hostContracts } from './host-contracts';
export { checkCall } from './check-call';
export { negotiate } from './negotiate';

/** The overlay's answer to `hello`, if it is one. */
export function readHello(answer: unknown): Hello | null {
  const hello = v.safeParse(helloSchema, answer);
  return hello.success ? hello.output : null;
}
