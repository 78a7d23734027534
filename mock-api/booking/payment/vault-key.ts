import { createHash, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeVaultKey, VAULT_KEY_BYTES, type MockApiConfig } from '../../config';

/**
 * The card vault's key and its id. The id is a short hash of the key, stored beside every sealed
 * number, so that after a key rotation each row still says which key sealed it; it tells keys apart
 * without saying anything about them.
 */
export type VaultKey = { id: string; key: Buffer };

export const vaultKeyId = (key: Buffer) => createHash('sha256').update('portico card vault key id').update(key).digest('base64url').slice(0, 16);

/** Why the key file cannot be used: the server refuses to start, naming the file and what to do. */
export class VaultKeyFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VaultKeyFileError';
  }
}

/**
 * The vault key: PAYMENT_VAULT_KEY when set (config.ts checked it), else the key file. A missing file
 * is made on first start with 32 random bytes, owner-only (0600), in a folder only the owner may enter;
 * a file that group or others may read or write is refused, as is one that does not hold a key.
 */
export async function loadVaultKey({ paymentVaultKey, paymentVaultKeyFile }: Pick<MockApiConfig, 'paymentVaultKey' | 'paymentVaultKeyFile'>): Promise<VaultKey> {
  const key = paymentVaultKey ?? (await readOrCreateKeyFile(paymentVaultKeyFile));
  return { id: vaultKeyId(key), key };
}

async function readOrCreateKeyFile(file: string): Promise<Buffer> {
  await createKeyFileIfMissing(file);
  const { mode } = await stat(file);
  if ((mode & 0o077) !== 0) {
    throw new VaultKeyFileError(
      `The card vault key file ${file} may be read or written by group or others (mode ${(mode & 0o777).toString(8)}): run \`chmod 600 ${file}\`, or set PAYMENT_VAULT_KEY instead.`,
    );
  }
  const key = decodeVaultKey(await readFile(file, 'utf8'));
  if (!key || key.length !== VAULT_KEY_BYTES) {
    throw new VaultKeyFileError(`The card vault key file ${file} does not hold the base64 of ${VAULT_KEY_BYTES} bytes. Restore it from a backup: tokens sealed under it cannot be opened without it.`);
  }
  return key;
}

/**
 * Writes a new key to a scratch file of its own, then links it into place: a link is created only if
 * nothing has the name yet, so of two servers starting at once on one folder exactly one key wins, and
 * the other reads that key, never a half-written file.
 */
async function createKeyFileIfMissing(file: string): Promise<void> {
  if (await exists(file)) return;
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const scratch = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(scratch, `${randomBytes(VAULT_KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    await link(scratch, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(scratch, { force: true });
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
