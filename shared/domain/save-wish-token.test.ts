import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueSaveWishToken, MAX_KEPT_SAVE_TOKENS, SAVE_TOKEN_STORAGE_KEY, spendSaveWishToken, type TokenStorage } from './save-wish-token';

/** A tab's session storage. */
function memoryStorage(): TokenStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return { entries, getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, value) };
}

const random = (bytes: Uint8Array<ArrayBuffer>) => void webcrypto.getRandomValues(bytes);
const SAVE_NYCTS = { propertyId: 'NYCTS', save: true };

describe('save wish tokens', () => {
  it('are 128 random bits, kept in the session, and the same for every link of one wish', () => {
    const storage = memoryStorage();
    const token = issueSaveWishToken(SAVE_NYCTS, storage, random);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(issueSaveWishToken({ propertyId: 'nycts', save: true }, storage, random)).toBe(token);
    expect(storage.entries.get(SAVE_TOKEN_STORAGE_KEY)).toContain(token);
    expect(issueSaveWishToken(SAVE_NYCTS, memoryStorage(), random)).not.toBe(token);
  });

  it('vouch once for the wish they were made for', () => {
    const storage = memoryStorage();
    const token = issueSaveWishToken(SAVE_NYCTS, storage, random);
    expect(spendSaveWishToken({ propertyId: 'NYCTS', save: false }, token, storage)).toBe(false);
    expect(spendSaveWishToken({ propertyId: 'LONKX', save: true }, token, storage)).toBe(false);
    expect(spendSaveWishToken(SAVE_NYCTS, token, storage)).toBe(true);
    // Spent: the same link opened again must be confirmed, and the next link gets a new token.
    expect(spendSaveWishToken(SAVE_NYCTS, token, storage)).toBe(false);
    expect(issueSaveWishToken(SAVE_NYCTS, storage, random)).not.toBe(token);
  });

  it('from another session, or none, or made up, vouch for nothing', () => {
    const storage = memoryStorage();
    const ours = issueSaveWishToken(SAVE_NYCTS, storage, random);
    const theirs = issueSaveWishToken(SAVE_NYCTS, memoryStorage(), random);
    for (const token of [theirs, null, undefined, '', '0'.repeat(32), ours.toUpperCase(), `${ours} `, 'x'.repeat(32)]) {
      expect(spendSaveWishToken(SAVE_NYCTS, token, storage), String(token)).toBe(false);
    }
    expect(spendSaveWishToken(SAVE_NYCTS, ours, storage)).toBe(true);
  });

  it('survive a broken or foreign storage entry by starting afresh', () => {
    const storage = memoryStorage();
    for (const stored of ['not json', '[]', 'null', '{"save:NYCTS": 42}']) {
      storage.setItem(SAVE_TOKEN_STORAGE_KEY, stored);
      expect(spendSaveWishToken(SAVE_NYCTS, '0'.repeat(32), storage)).toBe(false);
      expect(issueSaveWishToken(SAVE_NYCTS, storage, random)).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it(`keep at most ${MAX_KEPT_SAVE_TOKENS}, dropping the oldest`, () => {
    const storage = memoryStorage();
    const first = issueSaveWishToken({ propertyId: 'H0000', save: true }, storage, random);
    for (let index = 1; index <= MAX_KEPT_SAVE_TOKENS; index += 1) issueSaveWishToken({ propertyId: `H${String(index).padStart(4, '0')}`, save: true }, storage, random);
    expect(Object.keys(JSON.parse(storage.entries.get(SAVE_TOKEN_STORAGE_KEY)!) as object)).toHaveLength(MAX_KEPT_SAVE_TOKENS);
    expect(spendSaveWishToken({ propertyId: 'H0000', save: true }, first, storage)).toBe(false);
  });
});
