import { AccountErrorCode, accountErrorRef } from '../../shared/domain/account-api';
import { refusalInEnglishOf } from '../../shared/i18n/refusals-in-english';
import type { Clock } from '../auth/clock';
import type { CredentialKey } from '../auth/credential-key';
import type { Database } from '../db/database';
import type { AfterReply } from '../http/after-reply';
import type { CookieSettings } from '../http/prefixed-cookies';
import { rateLimitErrorBuilder } from '../http/send-error';
import type { Mailer } from '../mail/outgoing-mail';

/** What the account calls that e-mail a link (forgot password, join) run with. */
export type AccountRoutesOptions = {
  db: Database;
  clock: Clock;
  credentialKey: CredentialKey;
  cookies: CookieSettings;
  mailer: Mailer;
  afterReply: AfterReply;
  /** The host's public origin: the e-mailed links point at its pages. */
  hostOrigin: string;
  /** Requests one client (address) may make per minute, on both sites. */
  rateLimitPerMinute: number;
};

/** An e-mailed link's token as newToken makes it: 32 random bytes, base64url. Anything else is not ours. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The rate limit of one group of account calls: so many a minute per client, refused with the account refusal's words. */
export function accountRateLimit(perMinute: number, groupId: string) {
  return {
    max: perMinute,
    timeWindow: 60_000,
    groupId,
    errorResponseBuilder: rateLimitErrorBuilder(refusalInEnglishOf(accountErrorRef(AccountErrorCode.TooManyRequests)), AccountErrorCode.TooManyRequests),
  };
}
