// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { hostPaths } from '../../../../shared/domain/paths';
import type { OverlayFrameProps } from '../../../components/overlay-frame';
import { raiseDataLayerEvent, raiseGraphQlError } from '../../../services/page-events';
import { searchCriteriaOfCart } from '../pre-booking/cart-search-criteria';
import { cartFixture, cartPaymentFixture, savedGuestInfo } from '../pre-booking/testing/cart-fixtures';
import type { Cart } from '../pre-booking/use-cart';
import { PaymentSection } from './payment-section';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081' } }));
vi.mock('../../../services/page-events', () => ({ raiseGraphQlError: vi.fn(), raiseDataLayerEvent: vi.fn() }));

/** Every frame the section mounted, newest last: its props, and so the handlers the overlay would call. */
const frames: OverlayFrameProps<'payment'>[] = [];
vi.mock('../../../components/overlay-frame', () => ({
  OverlayFrame: (props: OverlayFrameProps<'payment'>) => {
    frames.push(props);
    return <iframe title={props.title} src={props.src} />;
  },
}));

const cart = cartFixture({ guestInfo: savedGuestInfo });
const overlay = () => frames[frames.length - 1]!.handlers;
const paid = { cartId: cart.id, revisionNumber: 3, brand: 'VISA', lastFour: '1111' };
/** The cart as read again once the overlay paid it. */
const paidCart = { ...cart, payment: cartPaymentFixture() } as Cart;

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderSection({ takesFocus = true, refreshCart = vi.fn(async (): Promise<Cart | undefined> => paidCart) } = {}) {
  render(
    <MemoryRouter initialEntries={[bookingPaths.guestInfo.getHref(cart.id)]}>
      <Routes>
        <Route path="*" element={<PaymentSection cart={cart} refreshCart={refreshCart} takesFocus={takesFocus} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return { refreshCart };
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

beforeEach(() => {
  frames.length = 0;
  vi.mocked(raiseGraphQlError).mockClear();
  vi.mocked(raiseDataLayerEvent).mockClear();
});

describe('the payment section of the booking page', () => {
  it('frames the payment overlay for this cart from the overlay origin, inline, without taking the focus', () => {
    renderSection();
    const src = new URL(screen.getByTitle('Payment').getAttribute('src')!);
    expect(src.origin).toBe('http://localhost:8081');
    expect(src.pathname).toBe('/reservation/paymentOverlay.mi');
    expect(Object.fromEntries(src.searchParams)).toEqual({ overlay: 'true', cartId: cart.id, locale: 'en-US', variant: 'inline' });
    expect(frames[0]).toMatchObject({ overlayOrigin: 'http://localhost:8081', isActive: false, options: { variant: 'inline', locale: 'en-US' } });
  });

  it('is a region named by its heading, “Payment”, which takes the focus as the section appears after the guest details', () => {
    renderSection();
    const heading = screen.getByRole('heading', { level: 2, name: 'Payment' });
    expect(screen.getByRole('region', { name: 'Payment' })).toContainElement(heading);
    expect(heading).toHaveFocus();
  });

  it('leaves the focus where it is when the page opened on payment', () => {
    renderSection({ takesFocus: false });
    expect(screen.getByRole('heading', { name: 'Payment' })).not.toHaveFocus();
  });

  it('shows the catalogue’s words in a banner of the host page, above the frame, when a payment-info call fails', () => {
    renderSection();
    expect(screen.queryByRole('alert')).toBeNull();
    const failure = { operationName: 'UpdateCartPayment', codes: ['PAYMENT_DECLINED'], isPaymentInfo: true };
    act(() => overlay().graphQlError(failure));
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Your card was declined. Nothing was charged: use another card, or call your bank.');
    expect(banner.compareDocumentPosition(screen.getByTitle('Payment')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(raiseGraphQlError).toHaveBeenCalledExactlyOnceWith(failure);
    expect(address()).toBe(bookingPaths.guestInfo.getHref(cart.id));
  });

  it('reads a code the catalogue does not know as the generic booking error', () => {
    renderSection();
    act(() => overlay().graphQlError({ operationName: 'PaymentInfo', codes: ['INTERNAL_SERVER_ERROR'], isPaymentInfo: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong with this booking.');
  });

  it('raises the page’s event but shows no banner for a failure that is not a payment-info one', () => {
    renderSection();
    act(() => overlay().graphQlError({ operationName: 'SomethingElse', codes: ['INTERNAL_SERVER_ERROR'] }));
    expect(raiseGraphQlError).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the banner once a later payment succeeds, and goes on to the review of this cart, read again', async () => {
    const { refreshCart } = renderSection();
    act(() => overlay().graphQlError({ operationName: 'UpdateCartPayment', codes: ['PAYMENT_DECLINED'], isPaymentInfo: true }));
    await act(async () => overlay().paymentCompleted(paid));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(refreshCart).toHaveBeenCalledTimes(1);
    expect(address()).toBe(bookingPaths.reviewDetails.getHref(cart.id));
  });

  it('stays, says so and offers to try again when the cart cannot be read again with the card, so the review never opens on a copy without it', async () => {
    const refreshCart = vi.fn(async (): Promise<Cart | undefined> => cart as Cart);
    renderSection({ refreshCart });
    await act(async () => overlay().paymentCompleted(paid));
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was accepted, but we could not load your booking again to show it.');
    expect(screen.queryByTitle('Payment')).toBeNull();
    expect(address()).toBe(bookingPaths.guestInfo.getHref(cart.id));
    refreshCart.mockResolvedValue(paidCart);
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(refreshCart).toHaveBeenCalledTimes(2);
    expect(address()).toBe(bookingPaths.reviewDetails.getHref(cart.id));
  });

  it('does not act on a payment of another cart', async () => {
    const { refreshCart } = renderSection();
    await act(async () => overlay().paymentCompleted({ ...paid, cartId: 'ANOTHER-CART' }));
    expect(refreshCart).not.toHaveBeenCalled();
    expect(address()).toBe(bookingPaths.guestInfo.getHref(cart.id));
  });

  it('leaves for the rate list of the stay when the overlay reports a dead cart, as the booking pages do', () => {
    renderSection();
    act(() => overlay().graphQlError({ operationName: 'PaymentInfo', codes: ['CART_VALIDATION_FAILED'], isPaymentInfo: true }));
    expect(address()).toBe(bookingPaths.rateList.getHref(searchCriteriaOfCart(cart)));
  });

  it('leaves for the expired-session page when the booking session ended', () => {
    renderSection();
    act(() => overlay().graphQlError({ operationName: 'UpdateCartPayment', codes: ['SESSION_VALIDATION_FAILED'], isPaymentInfo: true }));
    expect(address()).toBe(hostPaths.expiredSession.getHref());
  });

  it('follows the overlay only to same-site paths, and forwards its data-layer events', () => {
    renderSection();
    act(() => overlay().navigate('https://evil.example/phish'));
    expect(address()).toBe(bookingPaths.guestInfo.getHref(cart.id));
    act(() => overlay().navigate(bookingPaths.topUpPoints.getHref(cart.id)));
    expect(address()).toBe(bookingPaths.topUpPoints.getHref(cart.id));
    const event = { name: 'paymentCardRefused', detail: { field: 'cardNumber', errorCode: 'CARD_NUMBER_INVALID' } } as const;
    act(() => overlay().emit(event));
    expect(raiseDataLayerEvent).toHaveBeenCalledExactlyOnceWith(event);
  });
});
