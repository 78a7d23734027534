import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../../shared/i18n/messages';
import { holdAnnouncement } from './hold-announcement';
import { cartHoldPhase } from './use-cart-hold';

const { t } = messagesFor('en-US');
const at = (secondsLeft: number) => holdAnnouncement({ secondsLeft, phase: cartHoldPhase(secondsLeft) }, t);

describe('holdAnnouncement', () => {
  it('speaks of the hold in whole minutes, rounded up', () => {
    expect(at(900)).toBe('Your rooms are held for 15 minutes.');
    expect(at(841)).toBe('Your rooms are held for 15 minutes.');
    expect(at(840)).toBe('Your rooms are held for 14 minutes.');
    expect(at(301)).toBe('Your rooms are held for 6 minutes.');
  });

  it('changes its words when the warning starts, and says one minute in the singular', () => {
    expect(at(300)).toBe('Your rooms are held for less than 5 minutes. Keep them, or they are released.');
    expect(at(60)).toBe('Your rooms are held for less than 1 minute. Keep them, or they are released.');
    expect(at(1)).toBe('Your rooms are held for less than 1 minute. Keep them, or they are released.');
  });

  it('says the hold has ended at 0', () => {
    expect(at(0)).toBe('The hold on your rooms has ended.');
  });

  it('says 15 different things over a whole hold of 900 s, one a minute, never one a second', () => {
    const said = new Set(Array.from({ length: 900 }, (_, index) => at(900 - index)));
    expect(said.size).toBe(15);
  });
});
