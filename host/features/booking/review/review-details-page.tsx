import { Link } from 'react-router-dom';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { HotelHeader } from '../../../hotel-header/hotel-header';
import { CartGate, useLeaveFor } from '../pre-booking/cart-gate';
import { CartHoldBar } from '../pre-booking/cart-hold-bar';
import { PreBookingSummary } from '../pre-booking/pre-booking-summary';
import type { Cart } from '../pre-booking/use-cart';
import { GuestDetailsReview } from './guest-details-review';

/**
 * `/reservation/reviewDetails.mi?cartId=…` (spec 2, guest info and review): the stay and what the
 * guest-info step saved, with a way back to change it. A cart whose guest information was never saved
 * goes back to that step first.
 */
export function ReviewDetailsPage() {
  return (
    <CartGate component="ReviewDetails" loadingLabel="Loading your booking">
      {(cart) => <Review cart={cart} />}
    </CartGate>
  );
}

function Review({ cart }: { cart: Cart }) {
  const guestInfoHref = bookingPaths.guestInfo.getHref(cart.id);
  useLeaveFor(cart.guestInfo ? null : guestInfoHref);
  if (!cart.guestInfo) return null;
  return (
    <>
      <HotelHeader pageKind="booking" propertyId={cart.property.id} />
      <CartHoldBar cart={cart} />
      <h1>Review your booking</h1>
      <PreBookingSummary cart={cart} />
      <GuestDetailsReview guestInfo={cart.guestInfo} />
      <p>
        <Link to={guestInfoHref}>Change guest information</Link>
      </p>
    </>
  );
}
