import type { CartHold } from './use-cart-hold';

const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

/**
 * What the sticky bar's polite live region says of the hold. It changes only at whole minutes and when
 * the warning starts, so a screen reader hears the hold now and then rather than every second.
 */
export function holdAnnouncement({ secondsLeft, phase }: CartHold): string {
  const minutes = minutesText(Math.ceil(secondsLeft / 60));
  if (phase === 'expired') return 'The hold on your rooms has ended.';
  if (phase === 'warning') return `Your rooms are held for less than ${minutes}. Keep them, or they are released.`;
  return `Your rooms are held for ${minutes}.`;
}
