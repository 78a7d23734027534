import { describe, expect, it } from 'vitest';
import { guestNames } from './guest-names';

describe('guest names', () => {
  it('lists the guests’ names with the primary guest first', () => {
    expect(
      guestNames([
        { isPrimary: false, name: { title: null, givenName: 'Liam', surname: 'Chen' } },
        { isPrimary: true, name: { title: 'Ms', givenName: 'Ava', surname: 'Morgan' } },
      ]),
    ).toEqual(['Ms Ava Morgan', 'Liam Chen']);
  });
});
