// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import type { OverlayFrameProps } from '../../../components/overlay-frame';
import { settle } from '../guest-info/testing/render-guest-info-page';
import { cartFixture, cartPaymentFixture, savedGuestInfo, usd, type CartFixture } from '../pre-booking/testing/cart-fixtures';
import { createFakeCheckoutApi, type FakeCheckoutApi } from './testing/checkout-fake-api';
import { renderReviewPage } from './testing/render-review-page';

process.env.TZ = 'UTC';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../services/page-events', () => ({ raiseGraphQlError: vi.fn(), raiseDataLayerEvent: vi.fn() }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: () => <p>hotel header</p> }));
vi.mock('../../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: undefined }) }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

/** The payment frames mounted, newest last: their handlers are what the overlay would call. */
const frames: OverlayFrameProps<'payment'>[] = [];
vi.mock('../../../components/overlay-frame', () => ({
  OverlayFrame: (props: OverlayFrameProps<'payment'>) => {
    frames.push(props);
    return <iframe title={props.title} src={props.src} />;
  },
}));
const overlay = () => frames[frames.length - 1]!.handlers;

const START = Date.parse('2026-07-01T12:00:00.000Z');
const paidCart = (overrides: Partial<CartFixture> = {}) => cartFixture({ guestInfo: savedGuestInfo, payment: cartPaymentFixture(), ...overrides });
let fake: FakeCheckoutApi;

async function openReview(cart: CartFixture = paidCart(), path?: string) {
  fake = createFakeCheckoutApi({ ...cart, expiresAt: new Date(START + 900_000).toISOString() });
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  renderReviewPage(path);
  await settle();
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const region = (name: string) => screen.getByRole('region', { name });
const valueOf = (container: HTMLElement, label: string) => within(container).getByText(label).nextElementSibling;

beforeEach(() => {
  frames.length = 0;
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('ReviewDetailsPage: what is reviewed', () => {
  it('shows the stay, its cancellation policy and what the guest-info step saved, in words, with the way back to change it', async () => {
    await openReview();
    expect(screen.getByRole('heading', { level: 1, name: 'Review your booking' })).toBeInTheDocument();
    const text = region('Guest details').textContent ?? '';
    expect(text).toContain('Dr Maya Lindqvist');
    expect(text).toContain('350 Fifth Avenue, New York NY 10118, United States');
    expect(text).toContain('Crib, One pet (pet fee applies)');
    expect(text).toContain('15:00');
    expect(text).toContain('Reyes Travel Studio (IATA 45128031)');
    expect(within(region('Guest details')).queryByText('AAA membership')).toBeNull();
    expect(region('Your stay')).toBeInTheDocument();
    expect(region('Cancellation policy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change guest information' })).toHaveAttribute('href', bookingPaths.guestInfo.getHref('CART-1'));
  });

  it('is the same page under its other name, reviewguestinformation.mi', async () => {
    await openReview(paidCart(), bookingPaths.reviewGuestInformation.getHref('CART-1'));
    expect(screen.getByRole('heading', { level: 1, name: 'Review your booking' })).toBeInTheDocument();
    expect(region('Payment')).toBeInTheDocument();
  });

  it('shows travel insurance added to the cart, in the summary and in its own section', async () => {
    await openReview(paidCart({ insurance: { quoteId: 'Q1', premium: usd(3450), provider: 'Harbour Mutual' } }));
    const summary = region('Your stay');
    expect(within(summary).getByText('Travel insurance (Harbour Mutual)').nextElementSibling).toHaveTextContent('$34.50');
    expect(within(summary).getByText('Total with travel insurance').nextElementSibling).toHaveTextContent('$562.35');
    expect(region('Travel insurance')).toHaveTextContent('Your trip is insured by Harbour Mutual. The premium, $34.50, is charged with your booking.');
  });

  it('says when no travel insurance is added', async () => {
    await openReview();
    expect(region('Travel insurance')).toHaveTextContent('No travel insurance is added.');
  });

  it('shows the card by brand in words and last four, its expiry, how the rate is paid, and what is charged now and at the hotel', async () => {
    await openReview();
    const payment = region('Payment');
    expect(valueOf(payment, 'Card')).toHaveTextContent('Visa ending in 1111');
    expect(valueOf(payment, 'Expires')).toHaveTextContent('12/2028');
    expect(valueOf(payment, 'Name on card')).toHaveTextContent('Maya Lindqvist');
    expect(valueOf(payment, 'How this rate is paid')).toHaveTextContent('Your card guarantees the booking. Nothing is charged now: you pay at the hotel.');
    expect(valueOf(payment, 'Charged when you book')).toHaveTextContent('$0.00');
    expect(valueOf(payment, 'Paid at the hotel')).toHaveTextContent('$527.85');
    expect(within(payment).queryByTitle('Payment')).toBeNull();
  });

  it('splits a deposit between now and the hotel', async () => {
    const deposit = cartPaymentFixture({ paymentMethod: { code: '4.PMT', kind: 'DEPOSIT', dueAtBooking: usd(25185) }, amountDueNow: usd(25185), amountDueAtHotel: usd(27600) });
    await openReview(paidCart({ payment: deposit }));
    expect(valueOf(region('Payment'), 'Charged when you book')).toHaveTextContent('$251.85');
    expect(valueOf(region('Payment'), 'Paid at the hotel')).toHaveTextContent('$276.00');
  });
});

describe('ReviewDetailsPage: Change card', () => {
  it('opens the payment overlay in its change form inside the payment region, for this cart', async () => {
    await openReview();
    fireEvent.click(within(region('Payment')).getByRole('button', { name: 'Change card' }));
    const frame = within(region('Payment')).getByTitle('Payment');
    expect(new URL(frame.getAttribute('src')!).searchParams.get('cartId')).toBe('CART-1');
    expect(frames[0]).toMatchObject({ options: { variant: 'change' } });
    expect(within(region('Payment')).queryByRole('button', { name: 'Change card' })).toBeNull();
  });

  it('closes it on the overlay’s Cancel, keeping the card, with the focus back on Change card', async () => {
    await openReview();
    fireEvent.click(within(region('Payment')).getByRole('button', { name: 'Change card' }));
    act(() => overlay().close());
    expect(screen.queryByTitle('Payment')).toBeNull();
    expect(valueOf(region('Payment'), 'Card')).toHaveTextContent('Visa ending in 1111');
    expect(within(region('Payment')).getByRole('button', { name: 'Change card' })).toHaveFocus();
  });

  it('shows the new card once the overlay says the cart is paid with it, read again, and closes the form', async () => {
    await openReview();
    fireEvent.click(within(region('Payment')).getByRole('button', { name: 'Change card' }));
    const mastercard = cartPaymentFixture({ card: { token: 'tok_mc4444mc4444mc4444mc4444mc4444m', brand: 'MASTERCARD', lastFour: '4444', expiryMonth: 6, expiryYear: 2029, cardholderName: 'Maya Lindqvist' } });
    fake.state.cart = { ...fake.state.cart, payment: mastercard, revisionNumber: 4 };
    act(() => overlay().paymentCompleted({ cartId: 'CART-1', revisionNumber: 4, brand: 'MASTERCARD', lastFour: '4444' }));
    await settle();
    expect(screen.queryByTitle('Payment')).toBeNull();
    expect(valueOf(region('Payment'), 'Card')).toHaveTextContent('Mastercard ending in 4444');
    expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus();
  });

  it('shows no card, says so and offers to try again when the cart cannot be read again after a new card', async () => {
    await openReview();
    fireEvent.click(within(region('Payment')).getByRole('button', { name: 'Change card' }));
    fake.refuse('CartPrice', 'INTERNAL_SERVER_ERROR');
    act(() => overlay().paymentCompleted({ cartId: 'CART-1', revisionNumber: 4, brand: 'MASTERCARD', lastFour: '4444' }));
    await settle();
    expect(within(region('Payment')).getByRole('alert')).toHaveTextContent('Your card was accepted, but we could not load your booking again to show it.');
    expect(within(region('Payment')).queryByText(/Visa ending in 1111/)).toBeNull();
    const mastercard = cartPaymentFixture({ card: { token: 'tok_mc4444mc4444mc4444mc4444mc4444m', brand: 'MASTERCARD', lastFour: '4444', expiryMonth: 6, expiryYear: 2029, cardholderName: 'Maya Lindqvist' } });
    fake.state.cart = { ...fake.state.cart, payment: mastercard, revisionNumber: 4 };
    fireEvent.click(within(region('Payment')).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(valueOf(region('Payment'), 'Card')).toHaveTextContent('Mastercard ending in 4444');
  });

  it('shows a declined new card in the page’s banner, over the open form', async () => {
    await openReview();
    fireEvent.click(within(region('Payment')).getByRole('button', { name: 'Change card' }));
    act(() => overlay().graphQlError({ operationName: 'UpdateCartPayment', codes: ['PAYMENT_DECLINED'], isPaymentInfo: true }));
    expect(within(region('Payment')).getByRole('alert')).toHaveTextContent(/declined/);
  });
});

describe('ReviewDetailsPage: what the cart lacks', () => {
  it('sends a cart whose guest information was never saved back to the booking page', async () => {
    await openReview(cartFixture({ guestInfo: null }));
    expect(screen.getByRole('heading', { name: 'Guest information step' })).toBeInTheDocument();
    expect(address()).toBe(bookingPaths.guestInfo.getHref('CART-1'));
  });

  it('sends a cart not yet paid back to the booking page, which asks for the card', async () => {
    await openReview(cartFixture({ guestInfo: savedGuestInfo, payment: null }));
    expect(address()).toBe(bookingPaths.guestInfo.getHref('CART-1'));
  });
});
