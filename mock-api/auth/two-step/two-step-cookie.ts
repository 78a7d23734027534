import type { FastifyReply } from 'fastify';
import { clearScopedCookie, setScopedCookie, type CookieSettings } from '../../http/prefixed-cookies';

/** The browser's two-step sign-in under way (contract for tests): a random token naming a challenge row. */
export const TWO_STEP_COOKIE = 'portico_two_step';

/** httpOnly and dying with the browser; the challenge itself ends after 15 minutes on the server. */
export function setTwoStepCookie(reply: FastifyReply, token: string, settings: CookieSettings) {
  setScopedCookie(reply, TWO_STEP_COOKIE, token, settings);
}

export function clearTwoStepCookie(reply: FastifyReply, settings: CookieSettings) {
  clearScopedCookie(reply, TWO_STEP_COOKIE, settings);
}
