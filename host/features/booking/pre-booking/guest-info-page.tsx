import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { graphQlErrorCode } from '../../../../shared/graphql/graphql-error-code';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { HotelHeader } from '../../../hotel-header/hotel-header';
import { reportReservationError } from '../../../services/report-reservation-error';
import { BookingCancellationPolicy } from './booking-cancellation-policy';
import { bookingErrorDestination } from './booking-error-destination';
import { BookingStickyBar } from './booking-sticky-bar';
import { CartLoadError } from './cart-load-error';
import { searchCriteriaOfCart } from './cart-search-criteria';
import { PreBookingSummary } from './pre-booking-summary';
import { SessionTimeoutDialog } from './session-timeout-dialog';
import { useCart, type Cart } from './use-cart';
import { useCartHold } from './use-cart-hold';
import { useKeepRooms } from './use-keep-rooms';

/** Leaves the page for `href` (when there is one), in place of it in the history: there is no coming back to a dead cart. */
function useLeaveFor(href: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (href) navigate(href, { replace: true });
  }, [href, navigate]);
}

/**
 * Logs each failed read of the cart the spec 8 way; a cart or session that ran out is expected, so it
 * is a warning, and anything else an error.
 */
function useReportReadFailure(cartId: string | null, error: unknown) {
  useEffect(() => {
    if (!error || !cartId) return;
    const code = graphQlErrorCode(error);
    const level = bookingErrorDestination(code, null) ? 'warn' : 'error';
    reportReservationError({ code, component: 'PreBooking', detail: `read cart ${cartId}`, level });
  }, [cartId, error]);
}

/**
 * `/reservation/guestInfo.mi?cartId=…`, the booking page: its pre-booking part (spec 2) for the cart
 * named in the address. With no cart, or a cart or session the server refuses, the browser goes where
 * spec 4 says; any other failed read shows an error with a retry.
 */
export function GuestInfoPage() {
  const [query] = useSearchParams();
  const cartId = query.get('cartId')?.trim() || null;
  const cart = useCart(cartId);
  const stay = cart.data ? searchCriteriaOfCart(cart.data) : null;
  const code = cart.error ? graphQlErrorCode(cart.error) : null;
  const destination = cartId === null ? bookingPaths.rateList.path : code ? bookingErrorDestination(code, stay) : null;
  useLeaveFor(destination);
  useReportReadFailure(cartId, cart.error);

  if (destination) return null;
  if (cart.data) return <PreBooking cart={cart.data} />;
  if (code) return <CartLoadError code={code} isRetrying={cart.isValidating} onRetry={() => void cart.mutate()} />;
  return <Skeleton label="Loading your booking" lines={10} />;
}

function PreBooking({ cart }: { cart: Cart }) {
  const hold = useCartHold(cart.expiresAt);
  const rateListHref = bookingPaths.rateList.getHref(searchCriteriaOfCart(cart));
  const { keepRooms, isExtending, hasFailed } = useKeepRooms(cart);
  // The expiresAt of the hold whose warning the guest closed; a renewed hold (a new expiresAt) warns again.
  const [dismissedHold, setDismissedHold] = useState<string | null>(null);
  useLeaveFor(hold.phase === 'expired' ? rateListHref : null);

  return (
    <>
      <HotelHeader pageKind="booking" propertyId={cart.property.id} />
      <BookingStickyBar cart={cart} hold={hold} onKeepRooms={() => setDismissedHold(null)} />
      <h1>Complete your booking</h1>
      <PreBookingSummary cart={cart} />
      <BookingCancellationPolicy policy={cart.cancellationPolicy} />
      {/* The guest-information overlay (spec 2, guest info: its own issue) mounts in this slot. */}
      <div id="guest-info-overlay-slot" data-overlay-slot="guest-info" />
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
