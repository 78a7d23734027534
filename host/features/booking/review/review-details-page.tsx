import { Link } from 'react-router-dom';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { HotelHeader } from '../../../hotel-header/hotel-header';
import { BookingCancellationPolicy } from '../pre-booking/booking-cancellation-policy';
import { CartGate, useLeaveFor } from '../pre-booking/cart-gate';
import { CartHoldBar } from '../pre-booking/cart-hold-bar';
import { PreBookingSummary } from '../pre-booking/pre-booking-summary';
import type { Cart } from '../pre-booking/use-cart';
import { BookNowForm } from './book-now-form';
import { GuestDetailsReview } from './guest-details-review';
import { PaymentReview } from './payment-review';
import { TravelInsuranceReview } from './travel-insurance-review';

/**
 * `/reservation/reviewDetails.mi?cartId=…` (also `reviewguestinformation.mi`; spec 2, guest info and
 * review): the whole stay and its charges, the guests and their requests, travel insurance, the card,
 * what the guest must accept, and Book now. A cart whose guest information was never saved, or that is
 * not paid yet, goes back to the booking page, which asks for what is missing.
 */
export function ReviewDetailsPage() {
  const { t } = useMessages();
  return (
    <CartGate component="ReviewDetails" loadingLabel={t('checkout.loadingBooking')}>
      {(cart, refreshCart) => <Review cart={cart} refreshCart={refreshCart} />}
    </CartGate>
  );
}

function Review({ cart, refreshCart }: { cart: Cart; refreshCart(): Promise<Cart | undefined> }) {
  const { t } = useMessages();
  const guestInfoHref = bookingPaths.guestInfo.getHref(cart.id);
  const { guestInfo, payment } = cart;
  useLeaveFor(guestInfo && payment ? null : guestInfoHref);
  if (!guestInfo || !payment) return null;
  return (
    <>
      <HotelHeader pageKind="booking" propertyId={cart.property.id} />
      <CartHoldBar cart={cart} />
      <h1>{t('reviewDetails.heading')}</h1>
      <PreBookingSummary cart={cart} />
      <BookingCancellationPolicy policy={cart.cancellationPolicy} timeZone={cart.property.timeZone} />
      <GuestDetailsReview guestInfo={guestInfo} />
      <p>
        <Link to={guestInfoHref}>{t('reviewDetails.changeGuestInfo')}</Link>
      </p>
      <TravelInsuranceReview insurance={cart.insurance} />
      <PaymentReview cart={cart} payment={payment} refreshCart={refreshCart} />
      <BookNowForm cart={cart} refreshCart={refreshCart} />
    </>
  );
}
