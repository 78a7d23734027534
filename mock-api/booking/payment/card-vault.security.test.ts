import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardNumbersIn } from '../../../shared/validation/card-numbers-in';
import { readConfig } from '../../config';
import { createCardVault } from './card-vault';
import { newCardToken } from './card-token-route';
import { loadVaultKey, vaultKeyId } from './vault-key';

const NUMBER = '4111111111111111';
const vault = () => createCardVault({ id: 'test-key', key: randomBytes(32) });

describe('the card vault', () => {
  it('opens what it sealed, for the same token only', () => {
    const box = vault();
    const token = newCardToken();
    const sealed = box.seal(token, NUMBER);
    expect(box.open(token, sealed)).toBe(NUMBER);
    expect(() => box.open(newCardToken(), sealed)).toThrow();
  });

  // Random bytes read as text hold four digits in a row about once in fifty runs of this test, so it
  // looks for the number's own first six and last four digits rather than for any digits at all.
  it('keeps no trace of the digits at rest: 16 bytes of ciphertext, a 12-byte nonce and a 16-byte tag, none reading as a card number', () => {
    const box = vault();
    for (let draw = 0; draw < 200; draw += 1) {
      const { ciphertext, nonce, tag } = box.seal(newCardToken(), NUMBER);
      expect([ciphertext.length, nonce.length, tag.length]).toEqual([16, 12, 16]);
      for (const bytes of [ciphertext, nonce, tag]) {
        const asText = bytes.toString('latin1');
        expect([asText.includes(NUMBER.slice(0, 6)), asText.includes(NUMBER.slice(-4))]).toEqual([false, false]);
        expect(cardNumbersIn(`\\x${bytes.toString('hex')}`)).toEqual([]);
      }
    }
  });

  it('draws a new nonce for every card, the same number included', () => {
    const box = vault();
    const nonces = new Set<string>();
    const ciphertexts = new Set<string>();
    for (let draw = 0; draw < 500; draw += 1) {
      const sealed = box.seal(newCardToken(), NUMBER);
      nonces.add(sealed.nonce.toString('hex'));
      ciphertexts.add(sealed.ciphertext.toString('hex'));
    }
    expect([nonces.size, ciphertexts.size]).toEqual([500, 500]);
  });

  it('refuses a number altered at rest, and one sealed under another key, naming that key', () => {
    const box = vault();
    const token = newCardToken();
    const sealed = box.seal(token, NUMBER);
    const flipped = Buffer.from(sealed.ciphertext);
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open(token, { ...sealed, ciphertext: flipped })).toThrow();
    expect(() => box.open(token, { ...sealed, tag: randomBytes(16) })).toThrow();
    expect(() => box.open(token, { ...sealed, keyId: 'older-key' })).toThrow('sealed under key older-key, which this server does not hold');
    expect(() => createCardVault({ id: 'test-key', key: randomBytes(32) }).open(token, sealed)).toThrow();
  });
});

describe('the vault key', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'portico-vault-key-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('comes from PAYMENT_VAULT_KEY when set, named by a short hash of it', async () => {
    const key = randomBytes(32);
    const config = readConfig({ PAYMENT_VAULT_KEY: key.toString('base64'), DATA_DIR: folder });
    const loaded = await loadVaultKey(config);
    expect(loaded).toEqual({ id: vaultKeyId(key), key });
    expect(loaded.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(loaded.id).not.toContain(key.toString('base64url').slice(0, 8));
    await expect(stat(config.paymentVaultKeyFile)).rejects.toThrow();
  });

  it('is otherwise made on first start in <DATA_DIR>/payment-vault.key, owner-only, and read back on the next', async () => {
    const config = readConfig({ DATA_DIR: path.join(folder, 'db') });
    expect(config.paymentVaultKeyFile).toBe(path.join(folder, 'db', 'payment-vault.key'));
    const first = await loadVaultKey(config);
    expect(((await stat(config.paymentVaultKeyFile)).mode & 0o777).toString(8)).toBe('600');
    expect(((await stat(path.dirname(config.paymentVaultKeyFile))).mode & 0o777).toString(8)).toBe('700');
    expect(Buffer.from((await readFile(config.paymentVaultKeyFile, 'utf8')).trim(), 'base64')).toEqual(first.key);
    expect(await loadVaultKey(config)).toEqual(first);
  });

  it('is made once when two servers start together on one folder: both use the same key', async () => {
    const config = readConfig({ PAYMENT_VAULT_KEY_FILE: path.join(folder, 'vault.key') });
    const [a, b, c] = await Promise.all([loadVaultKey(config), loadVaultKey(config), loadVaultKey(config)]);
    expect([b, c]).toEqual([a, a]);
    expect(await readdir(folder)).toEqual(['vault.key']);
  });

  it('refuses a key file that group or others may read, saying how to fix it', async () => {
    const file = path.join(folder, 'vault.key');
    await writeFile(file, randomBytes(32).toString('base64'), { mode: 0o600 });
    await chmod(file, 0o644);
    await expect(loadVaultKey(readConfig({ PAYMENT_VAULT_KEY_FILE: file }))).rejects.toThrow(
      `The card vault key file ${file} may be read or written by group or others (mode 644): run \`chmod 600 ${file}\`, or set PAYMENT_VAULT_KEY instead.`,
    );
    await chmod(file, 0o640);
    await expect(loadVaultKey(readConfig({ PAYMENT_VAULT_KEY_FILE: file }))).rejects.toThrow(/mode 640/);
  });

  it('refuses a key file that holds no key, rather than making a new one over it', async () => {
    const file = path.join(folder, 'vault.key');
    await writeFile(file, 'not a key', { mode: 0o600 });
    await expect(loadVaultKey(readConfig({ PAYMENT_VAULT_KEY_FILE: file }))).rejects.toThrow(/does not hold the base64 of 32 bytes/);
    expect(await readFile(file, 'utf8')).toBe('not a key');
  });

  it('is checked by config: a short or unreadable PAYMENT_VAULT_KEY is named, never quoted, and so is setting both ways', () => {
    const short = randomBytes(16).toString('base64');
    expect(() => readConfig({ PAYMENT_VAULT_KEY: short })).toThrow('PAYMENT_VAULT_KEY must be the base64 of exactly 32 random bytes (e.g. the output of `openssl rand -base64 32`), got 16 bytes');
    expect(() => readConfig({ PAYMENT_VAULT_KEY: short })).not.toThrow(short);
    expect(() => readConfig({ PAYMENT_VAULT_KEY: 'correct horse battery staple!' })).toThrow(/PAYMENT_VAULT_KEY must be the base64 of exactly 32 random bytes .*got text that is not base64/);
    expect(() => readConfig({ PAYMENT_VAULT_KEY: randomBytes(32).toString('base64'), PAYMENT_VAULT_KEY_FILE: '/tmp/k' })).toThrow(/PAYMENT_VAULT_KEY and PAYMENT_VAULT_KEY_FILE are both set/);
    expect(readConfig({ PAYMENT_VAULT_KEY: '' }).paymentVaultKey).toBeNull();
  });
});
