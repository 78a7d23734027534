import { css, cx } from '@linaria/core';
import { formatCountdown } from '../../../../shared/booking/booking-timers';
import { formatStayDates } from '../../../../shared/format/format-stay-dates';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { Button } from '../../../../shared/ui/button';
import { colors } from '../../../../shared/ui/theme';
import { stickyBarClass } from '../../../components/sticky-bar-styles';
import { holdAnnouncement } from './hold-announcement';
import { priceTotalText } from './price-total-text';
import type { Cart } from './use-cart';
import type { CartHold } from './use-cart-hold';

// Sticky like the property bar; the session-timeout modal, not this bar, warns on phones too.
const bookingBarClass = css`
  & > p {
    margin: 0;
  }
  & > [data-phase] {
    margin-inline-start: auto;
    font-variant-numeric: tabular-nums;
  }
  & > [data-phase='warning'] {
    color: ${colors.warning};
    font-weight: 700;
  }
`;

const nameClass = css`
  font-weight: 700;
`;

export type BookingStickyBarProps = {
  cart: Cart;
  hold: CartHold;
  /** Offered once the warning has started, for a guest who closed the session-timeout modal. */
  onKeepRooms(): void;
};

/**
 * The booking page's sticky bar (spec 2, pre-booking; spec 9, 900 s): the hotel, the stay, the total
 * and how long the rooms are held. The count on screen changes every second and is hidden from
 * screen readers, which hear the live region's whole minutes instead.
 */
export function BookingStickyBar({ cart, hold, onKeepRooms }: BookingStickyBarProps) {
  const { t } = useMessages();
  const locale = useLocale();
  const total = priceTotalText(cart.price, locale, t);
  return (
    <section className={cx(stickyBarClass, bookingBarClass)} aria-label={t('preBooking.stickyBar.label')}>
      <p className={nameClass}>{cart.property.basicInformation.name}</p>
      <p>{t('preBooking.stickyBar.stay', { dates: formatStayDates(cart.stay.checkInDate, cart.stay.checkOutDate, locale), nights: cart.stay.lengthOfStay })}</p>
      {total ? <p>{t('preBooking.stickyBar.total', { total })}</p> : null}
      <p data-phase={hold.phase} aria-hidden="true">
        {t('preBooking.stickyBar.held', { countdown: formatCountdown(hold.secondsLeft) })}
      </p>
      <p role="status" className="visually-hidden">
        {holdAnnouncement(hold, t)}
      </p>
      {hold.phase === 'warning' ? (
        <Button variant="secondary" aria-haspopup="dialog" onClick={onKeepRooms}>
          {t('preBooking.keepRooms')}
        </Button>
      ) : null}
    </section>
  );
}
