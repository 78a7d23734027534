import { CartPriceDocument } from '../../shared/graphql/generated/graphql';
import { paymentApiPaths } from '../../shared/domain/payment-api';
import { startPorticoProcess } from '../support/portico-process';
import { MEMBERS, porticoClient } from './client';
import { LOCKED_LOGIN, lockOut } from './crash';
import { lookUpAndRead, searchAndHoldRate, toggleSaved, type Client } from './load';

export type TwoProcessResult = {
  virtualUsers: number;
  seconds: number;
  journeys: number;
  /** Journeys cut by the kill: a request in flight on the killed process, or sent to it before its users moved on. */
  cutByKill: number;
  errors: number;
  firstError: string | null;
  acknowledgedSignIns: number;
  missingSessions: number;
  acknowledgedCarts: number;
  missingCarts: number;
  /** A login locked through the first process, before the kill, is refused (423) by the second after it. */
  lockoutHeld: boolean;
  /** The card-token limit, partly used on the first process before the kill, runs out on the second at the same count. */
  limitHeld: boolean;
};

/** A limit low enough to reach in a few calls; the load never tokenises a card, so only this check counts against it. */
const TOKEN_LIMIT = 10;
const TOKENS_BEFORE_KILL = 6;

/**
 * Two API processes on one PostgreSQL, as behind a load balancer: virtual users split between them, each
 * repeating a member's journey (sign in, user details, toggle a saved hotel, a visitor's lookup, search the
 * rate list and hold a rate in a cart). Half-way the first process is killed with SIGKILL; its users move
 * to the second, as a balancer would send them. Then every acknowledged sign-in and cart is read back
 * through the second process, and the lockout and rate limit begun on the first are checked on it.
 */
export async function runTwoProcesses(databaseUrl: string, virtualUsers: number, seconds: number): Promise<TwoProcessResult> {
  const env = { PAYMENT_TOKEN_RATE_LIMIT: String(TOKEN_LIMIT) };
  const first = await startPorticoProcess({ hostPort: 18880, overlayPort: 18881, databaseUrl, env });
  const second = await startPorticoProcess({ hostPort: 18882, overlayPort: 18883, databaseUrl, env });
  try {
    const clients: [Client, Client] = [porticoClient(first.hostOrigin), porticoClient(second.hostOrigin)];
    const lockedOnFirst = await lockOut(clients[0]);

    const sessions: string[] = [];
    const carts: { id: string; session: string }[] = [];
    let journeys = 0;
    let cutByKill = 0;
    let errors = 0;
    let firstError: string | null = null;
    let isFirstKilled = false;
    const fail = (what: string) => {
      errors += 1;
      firstError ??= what;
    };

    const deadline = Date.now() + seconds * 1000;
    const virtualUser = async (index: number) => {
      const [userId, password] = MEMBERS[index % MEMBERS.length]!;
      while (Date.now() < deadline) {
        const isOnFirst = index % 2 === 0 && !isFirstKilled;
        const client = clients[isOnFirst ? 0 : 1];
        try {
          const problems = await journey(client, userId, password, journeys + index, { sessions, carts });
          for (const problem of problems) fail(`${isOnFirst ? 'first' : 'second'} process: ${problem}`);
          journeys += 1;
        } catch (error) {
          if (isOnFirst && isFirstKilled) cutByKill += 1;
          else fail(`${isOnFirst ? 'first' : 'second'} process: request failed: ${(error as Error).message}`);
        }
      }
    };
    const users = Promise.all(Array.from({ length: virtualUsers }, (_, index) => virtualUser(index)));
    await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
    // The limit's window is a minute: used on the first process just before the kill, checked on the second just after.
    const tokensOnFirst = await askForTokens(first.overlayOrigin, TOKENS_BEFORE_KILL);
    isFirstKilled = true;
    await first.stop('SIGKILL');
    const tokensOnSecond = await askForTokens(second.overlayOrigin, TOKEN_LIMIT - TOKENS_BEFORE_KILL + 1);
    await users;

    const check = clients[1];
    let missingSessions = 0;
    for (const cookie of sessions) if ((await check.userDetails(cookie)).body.status !== 'SUCCESS') missingSessions += 1;
    let missingCarts = 0;
    for (const cart of carts) {
      const read = await check.graphQl(CartPriceDocument, { cartId: cart.id }, cart.session);
      if (read.status !== 200 || read.body.errors || !read.body.data?.cart) missingCarts += 1;
    }
    const lockoutHeld = lockedOnFirst && (await check.signIn(LOCKED_LOGIN, 'Wrong#Pass2026')).status === 423;
    const limitHeld = !tokensOnFirst.includes(429) && !tokensOnSecond.slice(0, -1).includes(429) && tokensOnSecond.at(-1) === 429;
    return {
      virtualUsers,
      seconds,
      journeys,
      cutByKill,
      errors,
      firstError,
      acknowledgedSignIns: sessions.length,
      missingSessions,
      acknowledgedCarts: carts.length,
      missingCarts,
      lockoutHeld,
      limitHeld,
    };
  } finally {
    await first.stop('SIGKILL');
    await second.stop();
  }
}

/** One member's journey; what it acknowledged is added to `acknowledged`, what went wrong is answered. */
async function journey(client: Client, userId: string, password: string, number: number, acknowledged: { sessions: string[]; carts: { id: string; session: string }[] }): Promise<string[]> {
  const signIn = await client.signIn(userId, password);
  if (signIn.status !== 200 || !signIn.cookie) return [`sign-in answered ${signIn.status}`];
  acknowledged.sessions.push(signIn.cookie);
  const details = await client.userDetails(signIn.cookie);
  const problems = [
    details.body.status === 'SUCCESS' ? null : `user details answered ${details.status} ${details.body.status}`,
    await toggleSaved(client, signIn.cookie, 'SHAPD'),
    await lookUpAndRead(client),
    await searchAndHoldRate(client, number, (cart) => acknowledged.carts.push(cart)),
  ];
  return problems.filter((problem): problem is string => problem !== null);
}

/** Asks for `count` card tokens without a booking session: refused, but each counted by the limit. Answers their statuses. */
async function askForTokens(overlayOrigin: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let call = 0; call < count; call += 1) {
    const response = await fetch(`${overlayOrigin}${paymentApiPaths.tokens}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}
