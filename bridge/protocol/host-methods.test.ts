import { describe, expect, it } from 'vitest';
import { hostContracts } from './host-contracts';
import { hostMethodNames } from './host-methods';

describe('hostMethodNames', () => {
  it('names exactly the methods of each overlay’s host contract, so what penpal offers is what the schemas check', () => {
    for (const [name, contract] of Object.entries(hostContracts)) {
      expect([...hostMethodNames[name as keyof typeof hostMethodNames]].sort(), name).toEqual(Object.keys(contract).sort());
    }
    expect(Object.keys(hostMethodNames).sort()).toEqual(Object.keys(hostContracts).sort());
  });
});
