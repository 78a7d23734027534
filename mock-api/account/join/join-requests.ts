import { JOIN_LINK_HOURS, JOIN_MAILS_PER_HOUR } from '../../../shared/domain/account-api';
import { hashToken, newToken } from '../../auth/sessions';
import type { NewMember } from '../../auth/enroll-member';
import type { Database, Queryable } from '../../db/database';

const HOUR_MS = 60 * 60 * 1000;

/** What a join link makes the member of: the checked form, the password's hash, and where the join came from. */
export type JoinApplication = {
  member: NewMember;
  passwordHash: string;
  locale: string | null;
  clientId: string | null;
  returnTo: string | null;
};

/**
 * Takes one of the address's JOIN_MAILS_PER_HOUR mails of the hour, under a lock on the address so
 * requests arriving together are counted one after another: a join link for `application` (its token,
 * of which only the SHA-256 is kept), or, when `application` is null (the address is a member's), a note
 * that a "you are a member" mail went. Null when the hour's mails are spent: the caller sends nothing.
 */
export async function takeJoinMail(db: Database, email: string, application: JoinApplication | null, now: Date): Promise<{ token: string | null } | null> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`join:${email}`]);
    const { rows } = await tx.query<{ sent: number }>('select count(*)::int as sent from join_requests where email = $1 and created_at > $2', [
      email,
      new Date(now.getTime() - HOUR_MS),
    ]);
    if ((rows[0]?.sent ?? 0) >= JOIN_MAILS_PER_HOUR) return null;
    const token = application ? newToken() : null;
    await tx.query(
      `insert into join_requests (email, token_hash, form, password_hash, locale, client_id, return_to, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        email,
        token ? hashToken(token) : null,
        application ? JSON.stringify(application.member) : null,
        application?.passwordHash ?? null,
        application?.locale ?? null,
        application?.clientId ?? null,
        application?.returnTo ?? null,
        now,
        new Date(now.getTime() + JOIN_LINK_HOURS * HOUR_MS),
      ],
    );
    return { token };
  });
}

export type FoundJoinRequest = { kind: 'found'; id: string; application: JoinApplication } | { kind: 'expired' } | { kind: 'invalid' };

type JoinRequestRow = { id: string; form: NewMember; passwordHash: string; locale: string | null; clientId: string | null; returnTo: string | null; expiresAt: Date; usedAt: Date | null };

/** The join request a link's token names, unless it was used (invalid) or has run out (expired). */
export async function findJoinRequest(db: Queryable, token: string, now: Date, { lock = false } = {}): Promise<FoundJoinRequest> {
  const { rows } = await db.query<JoinRequestRow>(
    `select id::text, form, password_hash as "passwordHash", locale, client_id as "clientId", return_to as "returnTo", expires_at as "expiresAt", used_at as "usedAt"
       from join_requests where token_hash = $1${lock ? ' for update' : ''}`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row || row.usedAt) return { kind: 'invalid' };
  if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
  const { form, passwordHash, locale, clientId, returnTo } = row;
  return { kind: 'found', id: row.id, application: { member: form, passwordHash, locale, clientId, returnTo } };
}

/** Thrown inside the joining transaction when the link was spent meanwhile: the member is not made. */
export class JoinLinkSpent extends Error {}

/** Marks the link used, in the transaction that makes the member, so two clicks on one link make one member. */
export async function spendJoinRequest(tx: Queryable, token: string, now: Date): Promise<void> {
  const found = await findJoinRequest(tx, token, now, { lock: true });
  if (found.kind !== 'found') throw new JoinLinkSpent();
  await tx.query('update join_requests set used_at = $2 where id = $1', [found.id, now]);
}
