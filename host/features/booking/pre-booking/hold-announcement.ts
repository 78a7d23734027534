import type { Messages } from '../../../../shared/i18n/messages';
import type { CartHold } from './use-cart-hold';

/**
 * What the sticky bar's polite live region says of the hold. It changes only at whole minutes and when
 * the warning starts, so a screen reader hears the hold now and then rather than every second.
 */
export function holdAnnouncement({ secondsLeft, phase }: CartHold, t: Messages['t']): string {
  const minutes = Math.ceil(secondsLeft / 60);
  if (phase === 'expired') return t('preBooking.hold.ended');
  if (phase === 'warning') return t('preBooking.hold.warning', { minutes });
  return t('preBooking.hold.held', { minutes });
}
