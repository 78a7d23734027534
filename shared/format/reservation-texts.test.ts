import { describe, expect, it } from 'vitest';
import { guestNames, nightsText, occupancyText, roomsText } from './reservation-texts';

describe('reservation texts', () => {
  it('counts nights, rooms and guests in words', () => {
    expect(nightsText(1)).toBe('1 night');
    expect(nightsText(2)).toBe('2 nights');
    expect(roomsText(3)).toBe('3 rooms');
    expect(occupancyText(2, 0)).toBe('2 adults');
    expect(occupancyText(1, 1)).toBe('1 adult, 1 child');
    expect(occupancyText(2, 3)).toBe('2 adults, 3 children');
  });

  it('lists the guests’ names with the primary guest first', () => {
    expect(
      guestNames([
        { isPrimary: false, name: { title: null, givenName: 'Liam', surname: 'Chen' } },
        { isPrimary: true, name: { title: 'Ms', givenName: 'Ava', surname: 'Morgan' } },
      ]),
    ).toEqual(['Ms Ava Morgan', 'Liam Chen']);
  });
});
