import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedReference, GUIDE, updatedGuide } from '../../scripts/bridge-docs';
import { hostContracts } from '../../bridge/protocol/host-contracts';

describe('the embedding guide (docs/embedding.md)', () => {
  it('holds the reference generated from the protocol schemas as they are now', () => {
    const guide = readFileSync(GUIDE, 'utf8');
    expect(updatedGuide(guide), 'run "npx tsx scripts/bridge-docs.ts"').toBe(guide);
  });

  it('lists every method of every overlay contract with its payload', () => {
    const reference = generatedReference();
    for (const contract of Object.values(hostContracts)) for (const method of Object.keys(contract)) expect(reference).toContain(`| \`${method}\` |`);
    expect(reference).toContain('paymentCompleted');
    expect(reference).toContain('lastFour: string (regex /^\\d{4}$/)');
  });
});
