import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { HotelHeader } from '../../../hotel-header/hotel-header';
import { GuestInfoSection } from './guest-info-section';
import { PaymentSection } from '../payment/payment-section';
import { BookingCancellationPolicy } from '../pre-booking/booking-cancellation-policy';
import { CartGate } from '../pre-booking/cart-gate';
import { CartHoldBar } from '../pre-booking/cart-hold-bar';
import { PreBookingSummary } from '../pre-booking/pre-booking-summary';
import type { Cart } from '../pre-booking/use-cart';

/**
 * `/reservation/guestInfo.mi?cartId=…`, the booking page: its pre-booking part (spec 2) for the cart
 * named in the address, the guest-information overlay under it, then the payment overlay.
 */
export function GuestInfoPage() {
  const { t } = useMessages();
  return (
    <CartGate component="PreBooking" loadingLabel={t('checkout.loadingBooking')}>
      {(cart, refreshCart) => <PreBooking cart={cart} refreshCart={refreshCart} />}
    </CartGate>
  );
}

/** Which step the page shows: the guest form, or the guest's saved details in short and the payment under them. */
type Step = { name: 'guest' } | { name: 'payment'; isJustReached: boolean };

/**
 * A cart whose guest information is saved but which is not paid yet (a reload on the payment step, or
 * the review sending an unpaid cart back) opens on payment; any other opens on the form, which is
 * also where the review's "Change guest information" leads. A paid cart keeps its card through a
 * change of guest information, so saving the form then goes back to the review, not to payment.
 */
const firstStep = (cart: Cart): Step => (cart.guestInfo && !cart.payment ? { name: 'payment', isJustReached: false } : { name: 'guest' });

function PreBooking({ cart, refreshCart }: { cart: Cart; refreshCart(): Promise<Cart | undefined> }) {
  const { t } = useMessages();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(() => firstStep(cart));
  const isPaying = step.name === 'payment' && cart.guestInfo !== null;
  return (
    <>
      <HotelHeader pageKind="booking" propertyId={cart.property.id} />
      <CartHoldBar cart={cart} />
      <h1>{t('guestInfoPage.heading')}</h1>
      <PreBookingSummary cart={cart} />
      <BookingCancellationPolicy policy={cart.cancellationPolicy} timeZone={cart.property.timeZone} />
      <GuestInfoSection
        cart={cart}
        refreshCart={refreshCart}
        isSaved={isPaying}
        onCompleted={() => (cart.payment ? navigate(bookingPaths.reviewDetails.getHref(cart.id)) : setStep({ name: 'payment', isJustReached: true }))}
        onChangeRequested={() => setStep({ name: 'guest' })}
      />
      {isPaying ? <PaymentSection cart={cart} refreshCart={refreshCart} takesFocus={step.name === 'payment' && step.isJustReached} /> : null}
    </>
  );
}
