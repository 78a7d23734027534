import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { ENROLLMENT_PREFILL_DAYS, type EnrollmentPrefill } from '../../../shared/domain/account-api';
import { guestEmailError } from '../../../shared/validation/guest-email';
import { latinNameError } from '../../../shared/validation/latin-name';
import type { Database, Queryable } from '../../db/database';

/** The key that seals prefills, and its id, which every sealed prefill names. */
export type PrefillKey = { id: string; key: Buffer };

// Any constant works; it keeps processes starting together on one PostgreSQL from each making a key.
const PREFILL_KEY_LOCK = 4_171_2031;
const PREFILL_MS = ENROLLMENT_PREFILL_DAYS * 24 * 60 * 60_000;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The stored prefill key, made on first use under a lock (as the credential key is), so every process
 * on a database seals and opens with the same one and a restart keeps links working.
 */
export async function loadPrefillKey(db: Database): Promise<PrefillKey> {
  const row = await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [PREFILL_KEY_LOCK]);
    const existing = await tx.query<{ id: string; keyBase64: string }>('select id, key_base64 as "keyBase64" from enrollment_prefill_keys order by created_at desc limit 1');
    return existing.rows[0] ?? (await createKey(tx));
  });
  return { id: row.id, key: Buffer.from(row.keyBase64, 'base64') };
}

async function createKey(tx: Queryable) {
  const row = { id: randomUUID(), keyBase64: randomBytes(32).toString('base64') };
  await tx.query('insert into enrollment_prefill_keys (id, key_base64) values ($1, $2)', [row.id, row.keyBase64]);
  return row;
}

/**
 * Seals `prefill` for a campaign's join link: AES-256-GCM, so it can be neither read nor altered by
 * anyone without the key, with the day it stops opening inside. `keyId.sealed`, both base64url.
 */
export function sealPrefill({ id, key }: PrefillKey, prefill: EnrollmentPrefill, now: Date): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(id));
  const plain = JSON.stringify({ v: 1, expiresAt: now.getTime() + PREFILL_MS, prefill });
  const sealed = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${Buffer.from(id).toString('base64url')}.${sealed.toString('base64url')}`;
}

/** What a sealed prefill opens to: the prefill, or why not (not ours or altered; too old). */
export type OpenedPrefill = { kind: 'opened'; prefill: EnrollmentPrefill } | { kind: 'invalid' } | { kind: 'expired' };

export function openPrefill({ id, key }: PrefillKey, token: string, now: Date): OpenedPrefill {
  const [keyPart, sealedPart, ...rest] = token.split('.');
  if (!keyPart || !sealedPart || rest.length > 0 || Buffer.from(keyPart, 'base64url').toString() !== id) return { kind: 'invalid' };
  const sealed = Buffer.from(sealedPart, 'base64url');
  if (sealed.length <= IV_BYTES + TAG_BYTES) return { kind: 'invalid' };
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(id));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    const { expiresAt, prefill } = JSON.parse(plain) as { expiresAt: number; prefill: EnrollmentPrefill };
    if (now.getTime() >= expiresAt) return { kind: 'expired' };
    return isWellFormed(prefill) ? { kind: 'opened', prefill } : { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
}

/** A prefill a page may put in its fields: the names and e-mail by the rules joining checks them with. */
export function isWellFormed(prefill: EnrollmentPrefill): boolean {
  return (
    typeof prefill === 'object' &&
    prefill !== null &&
    typeof prefill.givenName === 'string' &&
    typeof prefill.surname === 'string' &&
    typeof prefill.email === 'string' &&
    !latinNameError(prefill.givenName, 'firstName') &&
    !latinNameError(prefill.surname, 'lastName') &&
    !guestEmailError(prefill.email)
  );
}
