import { constants, generateKeyPairSync, privateDecrypt, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';

/** The key pair under which browsers encrypt passwords before sending them (RSA-OAEP, SHA-256). */
export type CredentialKey = {
  /** SPKI DER, base64: what `crypto.subtle.importKey('spki', …)` takes. */
  publicKeySpki: string;
  /** The plain text of a base64 ciphertext, or null when it was not encrypted under this key. */
  decrypt(ciphertextBase64: string): string | null;
};

// Any constant works; it keeps processes starting together on one PostgreSQL from each making a key.
const CREDENTIAL_KEY_LOCK = 4_171_2027;

/**
 * Loads the stored key pair, creating and storing one on first use so restarts keep forms working.
 * Every API process on a database must hold the same key (a browser encrypts under the key of one and
 * may send to another), so the first use is made under a lock: the first process creates it, the
 * others wait and read it.
 */
export async function loadCredentialKey(db: Database): Promise<CredentialKey> {
  const row = await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [CREDENTIAL_KEY_LOCK]);
    const existing = await tx.query<KeyRow>('select private_key_pem, public_key_spki from credential_keys order by created_at desc limit 1');
    return existing.rows[0] ?? (await createKey(tx));
  });
  return toCredentialKey(row.private_key_pem, row.public_key_spki);
}

type KeyRow = { private_key_pem: string; public_key_spki: string };

async function createKey(tx: Queryable): Promise<KeyRow> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const row = {
    private_key_pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    public_key_spki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
  await tx.query('insert into credential_keys (id, private_key_pem, public_key_spki) values ($1, $2, $3)', [randomUUID(), row.private_key_pem, row.public_key_spki]);
  return row;
}

function toCredentialKey(privateKeyPem: string, publicKeySpki: string): CredentialKey {
  return {
    publicKeySpki,
    decrypt(ciphertextBase64) {
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(ciphertextBase64)) return null;
      try {
        return privateDecrypt(
          { key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(ciphertextBase64, 'base64'),
        ).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
