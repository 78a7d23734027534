import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { Clock } from './clock';
import { MEMBER_SUMMARY_COLUMNS, type MemberSummary } from './members';

/**
 * Session lifetimes. A session ends after 30 minutes without a request (idle) and 12 hours after
 * sign-in whatever happens (absolute); a remembered browser is greeted by name for 30 days.
 */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const REMEMBERED_BROWSER_MS = 30 * 24 * 60 * 60 * 1000;

/** 256 random bits, base64url: what the browser holds. Only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function startSession(db: Queryable, memberId: string, rememberMe: boolean, clock: Clock): Promise<string> {
  const token = newToken();
  const now = clock();
  await db.query(
    'insert into sessions (id_hash, member_id, remember_me, created_at, last_seen_at) values ($1, $2, $3, $4, $4)',
    [hashToken(token), memberId, rememberMe, now],
  );
  return token;
}

/**
 * How often at most a session's idle timer is written. Reads within a minute of the last write change
 * nothing, so a signed-in page's calls are reads, not a row update each. The idle check compares with
 * the time last written, which may be up to this much before the member's true last request: a session
 * therefore ends between 29 and 30 minutes after its last use, never later than 30 (the spec's idle
 * limit holds; erring early is the safe side).
 */
export const SESSION_IDLE_WRITE_INTERVAL_MS = 60 * 1000;

type LiveSession = MemberSummary & { isIdleTimerDue: boolean };

/**
 * The member of a live session, touching its idle timer when it was last written a minute or more ago;
 * null for an unknown, ended or expired token. Both the check and the write are in SQL (the write only
 * where the stored time is still that old), so several servers on one database need nothing in memory.
 */
export async function findSessionMember(db: Queryable, token: string | undefined, clock: Clock): Promise<MemberSummary | null> {
  if (!token) return null;
  const now = clock();
  const idHash = hashToken(token);
  const writeDueBefore = new Date(now.getTime() - SESSION_IDLE_WRITE_INTERVAL_MS);
  const { rows } = await db.query<LiveSession>(
    `select ${MEMBER_SUMMARY_COLUMNS}, s.last_seen_at <= $4 as "isIdleTimerDue"
       from sessions s join members m on m.id = s.member_id
      where s.id_hash = $1 and s.ended_at is null and s.last_seen_at > $2 and s.created_at > $3`,
    [idHash, new Date(now.getTime() - SESSION_IDLE_MS), new Date(now.getTime() - SESSION_ABSOLUTE_MS), writeDueBefore],
  );
  const session = rows[0];
  if (!session) return null;
  if (session.isIdleTimerDue) {
    // Another request (or server) may have written it since the read: the condition keeps it to one write.
    await db.query('update sessions set last_seen_at = $2 where id_hash = $1 and ended_at is null and last_seen_at <= $3', [idHash, now, writeDueBefore]);
  }
  const { isIdleTimerDue: _, ...member } = session;
  return member;
}

/**
 * The member of a live session without touching its idle timer: for calls the page makes on its own
 * (analytics), which must not keep an abandoned session alive.
 */
export async function peekSessionMember(db: Queryable, token: string | undefined, clock: Clock): Promise<MemberSummary | null> {
  return token ? peekSessionMemberByHash(db, hashToken(token), clock) : null;
}

/** peekSessionMember for a session known by its stored hash (what a row that refers to a session keeps). */
export async function peekSessionMemberByHash(db: Queryable, idHash: string, clock: Clock): Promise<MemberSummary | null> {
  const now = clock();
  const { rows } = await db.query<MemberSummary>(
    `select ${MEMBER_SUMMARY_COLUMNS} from sessions s join members m on m.id = s.member_id
      where s.id_hash = $1 and s.ended_at is null and s.last_seen_at > $2 and s.created_at > $3`,
    [idHash, new Date(now.getTime() - SESSION_IDLE_MS), new Date(now.getTime() - SESSION_ABSOLUTE_MS)],
  );
  return rows[0] ?? null;
}

/**
 * Ends the session `token` names if it ran out of time (idle or absolute), and says whether it did. A
 * session signed out, or never known, is not "timed out"; and once ended this answers false, so the
 * page is told about a time-out once.
 */
export async function endTimedOutSession(db: Queryable, token: string | undefined, clock: Clock): Promise<boolean> {
  if (!token) return false;
  const now = clock();
  const { rows } = await db.query(
    `update sessions set ended_at = $2
      where id_hash = $1 and ended_at is null and (last_seen_at <= $3 or created_at <= $4)
      returning 1`,
    [hashToken(token), now, new Date(now.getTime() - SESSION_IDLE_MS), new Date(now.getTime() - SESSION_ABSOLUTE_MS)],
  );
  return rows.length > 0;
}

/**
 * The member whose session `token` names if that session ran out of time (idle or absolute), whether
 * or not it was ended since for that reason; null for a live, signed-out or unknown one. Reservation
 * pages tell such a browser its session expired rather than ask it to look the reservation up.
 */
export async function findTimedOutSessionMemberId(db: Queryable, token: string | undefined, clock: Clock): Promise<string | null> {
  if (!token) return null;
  const { rows } = await db.query<{ memberId: string; createdAt: Date; lastSeenAt: Date; endedAt: Date | null }>(
    `select member_id::text as "memberId", created_at as "createdAt", last_seen_at as "lastSeenAt", ended_at as "endedAt"
       from sessions where id_hash = $1`,
    [hashToken(token)],
  );
  const session = rows[0];
  if (!session) return null;
  // A session ended by its time-out was ended after it ran out; one signed out, before.
  const end = (session.endedAt ?? clock()).getTime();
  const ranOut = end - session.lastSeenAt.getTime() >= SESSION_IDLE_MS || end - session.createdAt.getTime() >= SESSION_ABSOLUTE_MS;
  return ranOut ? session.memberId : null;
}

export async function endSession(db: Queryable, token: string | undefined, clock: Clock): Promise<void> {
  if (!token) return;
  await db.query('update sessions set ended_at = $2 where id_hash = $1 and ended_at is null', [hashToken(token), clock()]);
}

export async function rememberBrowser(db: Queryable, memberId: string, clock: Clock): Promise<string> {
  const token = newToken();
  const now = clock();
  await db.query('insert into remembered_browsers (token_hash, member_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    hashToken(token),
    memberId,
    now,
    new Date(now.getTime() + REMEMBERED_BROWSER_MS),
  ]);
  return token;
}

export async function findRememberedMember(db: Queryable, token: string | undefined, clock: Clock): Promise<MemberSummary | null> {
  if (!token) return null;
  const { rows } = await db.query<MemberSummary>(
    `select ${MEMBER_SUMMARY_COLUMNS} from remembered_browsers r join members m on m.id = r.member_id
      where r.token_hash = $1 and r.expires_at > $2`,
    [hashToken(token), clock()],
  );
  return rows[0] ?? null;
}

/** Forgets a remembered browser: its row goes, so the cookie (even if kept) greets nobody. */
export async function forgetBrowser(db: Queryable, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.query('delete from remembered_browsers where token_hash = $1', [hashToken(token)]);
}

/**
 * Ends every session of a member and forgets every browser that remembers them, so nothing signed in
 * before a password reset stays signed in after it.
 */
export async function signOutEverywhere(db: Queryable, memberId: string, now: Date): Promise<void> {
  await db.query('update sessions set ended_at = $2 where member_id = $1 and ended_at is null', [memberId, now]);
  await db.query('delete from remembered_browsers where member_id = $1', [memberId]);
}
