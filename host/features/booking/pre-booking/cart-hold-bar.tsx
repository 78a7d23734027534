import { useState } from 'react';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { BookingStickyBar } from './booking-sticky-bar';
import { useLeaveFor } from './cart-gate';
import { searchCriteriaOfCart } from './cart-search-criteria';
import { SessionTimeoutDialog } from './session-timeout-dialog';
import type { Cart } from './use-cart';
import { useCartHold } from './use-cart-hold';
import { useKeepRooms } from './use-keep-rooms';

/**
 * The hold of a booking page's cart: the sticky bar with its countdown, the warning five minutes before
 * the end with a way to keep the rooms, and the way back to the rate list once the hold is gone.
 */
export function CartHoldBar({ cart }: { cart: Cart }) {
  const hold = useCartHold(cart.expiresAt);
  const rateListHref = bookingPaths.rateList.getHref(searchCriteriaOfCart(cart));
  const { keepRooms, isExtending, hasFailed } = useKeepRooms(cart);
  // The expiresAt of the hold whose warning the guest closed; a renewed hold (a new expiresAt) warns again.
  const [dismissedHold, setDismissedHold] = useState<string | null>(null);
  useLeaveFor(hold.phase === 'expired' ? rateListHref : null);

  return (
    <>
      <BookingStickyBar cart={cart} hold={hold} onKeepRooms={() => setDismissedHold(null)} />
      <SessionTimeoutDialog
        isOpen={hold.phase === 'warning' && dismissedHold !== cart.expiresAt}
        secondsLeft={hold.secondsLeft}
        rateListHref={rateListHref}
        isExtending={isExtending}
        hasFailed={hasFailed}
        onKeepRooms={() => void keepRooms()}
        onClose={() => setDismissedHold(cart.expiresAt)}
      />
    </>
  );
}
