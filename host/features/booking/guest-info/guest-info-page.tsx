import { HotelHeader } from '../../../hotel-header/hotel-header';
import { GuestInfoSection } from './guest-info-section';
import { BookingCancellationPolicy } from '../pre-booking/booking-cancellation-policy';
import { CartGate } from '../pre-booking/cart-gate';
import { CartHoldBar } from '../pre-booking/cart-hold-bar';
import { PreBookingSummary } from '../pre-booking/pre-booking-summary';
import type { Cart } from '../pre-booking/use-cart';

/**
 * `/reservation/guestInfo.mi?cartId=…`, the booking page: its pre-booking part (spec 2) for the cart
 * named in the address, and the guest-information overlay under it.
 */
export function GuestInfoPage() {
  return (
    <CartGate component="PreBooking" loadingLabel="Loading your booking">
      {(cart, refreshCart) => <PreBooking cart={cart} refreshCart={refreshCart} />}
    </CartGate>
  );
}

function PreBooking({ cart, refreshCart }: { cart: Cart; refreshCart(): Promise<unknown> }) {
  return (
    <>
      <HotelHeader pageKind="booking" propertyId={cart.property.id} />
      <CartHoldBar cart={cart} />
      <h1>Complete your booking</h1>
      <PreBookingSummary cart={cart} />
      <BookingCancellationPolicy policy={cart.cancellationPolicy} />
      <GuestInfoSection cart={cart} refreshCart={refreshCart} />
    </>
  );
}
