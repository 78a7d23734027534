// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOK_NOW_GUEST_ERROR, BOOK_NOW_MEMBER_ERROR } from '../../../../shared/domain/book-now-errors';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { hostPaths } from '../../../../shared/domain/paths';
import { reservationErrorMessage } from '../../../../shared/i18n/refusals-in-english';
import { logToServer } from '../../../../shared/telemetry/client-log';
import { settle } from '../guest-info/testing/render-guest-info-page';
import { searchCriteriaOfCart } from '../pre-booking/cart-search-criteria';
import { cartFixture, cartPaymentFixture, savedGuestInfo } from '../pre-booking/testing/cart-fixtures';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../services/idempotency-key';
import { messagesFor } from '../../../../shared/i18n/messages';
import { createFakeCheckoutApi, prepaidAcknowledgement, rateRulesAcknowledgement, type FakeCheckoutApi } from './testing/checkout-fake-api';
import { renderReviewPage } from './testing/render-review-page';

const { t } = messagesFor('en-US');

process.env.TZ = 'UTC';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: () => null }));
vi.mock('../../../components/overlay-frame', () => ({ OverlayFrame: ({ title }: { title: string }) => <iframe title={title} /> }));
const user = vi.hoisted(() => ({ status: 'FAILURE' as 'SUCCESS' | 'FAILURE' }));
vi.mock('../../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: { status: user.status } }) }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

const START = Date.parse('2026-07-01T12:00:00.000Z');
const cart = cartFixture({ guestInfo: savedGuestInfo, payment: cartPaymentFixture(), revisionNumber: 3 });
let fake: FakeCheckoutApi;

async function openReview(acknowledgements = [rateRulesAcknowledgement, prepaidAcknowledgement]) {
  fake = createFakeCheckoutApi({ ...cart, expiresAt: new Date(START + 900_000).toISOString() }, acknowledgements);
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  renderReviewPage();
  await settle();
}

const group = () => screen.getByRole('group', { name: 'Before you book' });
const bookNowButton = () => screen.getByRole('button', { name: 'Book now' });
const addressOutput = () => screen.getByRole('status', { name: 'address' });
/** A box found by its policy words, which are its description (its label is the short one of its kind). */
const saying = (text: string) => (description: string) => description.includes(text);
const acceptAll = () => within(group()).getAllByRole('checkbox').forEach((box) => fireEvent.click(box));

async function bookNow() {
  fireEvent.click(bookNowButton());
  await settle();
}

async function refusedWith(code: string) {
  await openReview();
  acceptAll();
  fake.refuse('CreateOrder', code);
  await bookNow();
}

beforeEach(() => {
  user.status = 'FAILURE';
  vi.mocked(logToServer).mockClear();
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('ReviewDetailsPage: before you book', () => {
  it('asks for every acknowledgement of the cart, each a required box with a short label and its words read once, as its description', async () => {
    await openReview();
    const boxes = within(group()).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toHaveAccessibleName('I accept the rate rules and cancellation policy');
    expect(boxes[0]).toHaveAccessibleDescription(rateRulesAcknowledgement.text);
    expect(boxes[1]).toHaveAccessibleName('I agree to pay the whole stay when I book');
    expect(boxes[1]).toHaveAccessibleDescription(prepaidAcknowledgement.text);
    expect(within(group()).getByRole('checkbox', { description: saying(rateRulesAcknowledgement.text) })).toBeRequired();
    expect(within(group()).getByRole('checkbox', { description: saying(prepaidAcknowledgement.text) })).not.toBeChecked();
  });

  it('says the stay’s total with taxes and fees beside Book now', async () => {
    await openReview();
    const total = screen.getByText('Total for your stay, taxes and fees included');
    expect(total.nextElementSibling).toHaveTextContent('$527.85');
    expect(total.closest('form')).toContainElement(bookNowButton());
  });

  it('does not book with a box unticked: it names the box and moves the focus to it', async () => {
    await openReview();
    fireEvent.click(within(group()).getByRole('checkbox', { description: saying(rateRulesAcknowledgement.text) }));
    await bookNow();
    const missing = within(group()).getByRole('checkbox', { description: saying(prepaidAcknowledgement.text) });
    expect(missing).toHaveFocus();
    expect(missing).toHaveAttribute('aria-invalid', 'true');
    expect(missing).toHaveAccessibleDescription(`Tick this box to book: it must be accepted first. ${prepaidAcknowledgement.text}`);
    expect(within(group()).getByRole('checkbox', { description: saying(rateRulesAcknowledgement.text) })).not.toHaveAttribute('aria-invalid');
    expect(fake.orders()).toEqual([]);
  });

  it('says so with a way to try again when the acknowledgements cannot be read', async () => {
    fake = createFakeCheckoutApi({ ...cart, expiresAt: new Date(START + 900_000).toISOString() });
    fake.refuse('BookingAcknowledgements', 'INTERNAL_SERVER_ERROR');
    api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
    renderReviewPage();
    await settle();
    expect(screen.queryByRole('button', { name: 'Book now' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load what you accept before booking');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(within(group()).getAllByRole('checkbox')).toHaveLength(2);
  });
});

describe('ReviewDetailsPage: Book now', () => {
  it('books the cart at its revision with every acknowledgement and a fresh key, and replaces the review with the confirmation', async () => {
    await openReview();
    acceptAll();
    await bookNow();
    const [input] = fake.orders();
    expect(input).toMatchObject({ cartId: 'CART-1', revisionNumber: 3, acceptedAcknowledgements: ['RATE_RULES', 'PREPAID_CHARGE'] });
    expect(input!.idempotencyKey).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(addressOutput()).toHaveTextContent('/reservation/confirmation.mi?confirmationNumber=81234567');
    expect(addressOutput()).toHaveAttribute('data-navigation', 'REPLACE');
  });

  it('sends one request for a double click, and ignores presses while the call is out', async () => {
    await openReview();
    acceptAll();
    fake.holdOrders();
    // Both presses land before React renders the busy button: the hook itself must refuse the second.
    act(() => {
      bookNowButton().click();
      bookNowButton().click();
    });
    await settle();
    expect(bookNowButton()).toBeDisabled();
    expect(bookNowButton()).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(bookNowButton());
    expect(fake.orders()).toHaveLength(1);
    act(() => fake.checkout.release!());
    await settle();
    expect(fake.orders()).toHaveLength(1);
    expect(addressOutput()).toHaveTextContent(bookingPaths.confirmation.getHref('81234567'));
  });

  it.each([
    ['ROOMS_SOLD_OUT', bookingPaths.unsuccessfulSell.getHref(searchCriteriaOfCart(cart))],
    ['PRODUCTS_UNAVAILABLE', bookingPaths.productsUnavailable.getHref(searchCriteriaOfCart(cart))],
    ['CART_VALIDATION_FAILED', bookingPaths.rateList.getHref(searchCriteriaOfCart(cart))],
    ['SESSION_VALIDATION_FAILED', hostPaths.expiredSession.getHref()],
  ])('leaves after %s for %s', async (code, href) => {
    await refusedWith(code);
    expect(addressOutput()).toHaveTextContent(href);
    expect(addressOutput()).toHaveAttribute('data-navigation', 'REPLACE');
  });

  it('goes to the confirmation of a cart booked already, by the number its refusal names', async () => {
    await openReview();
    acceptAll();
    fake.refuseWith('CreateOrder', 'E_ALREADY_CONFIRMED', { confirmationNumber: '87654321' });
    await bookNow();
    expect(addressOutput()).toHaveTextContent(bookingPaths.confirmation.getHref('87654321'));
  });

  it.each(['PAYMENT_DECLINED', 'PAYMENT_REQUIRED', 'INSUFFICIENT_POINTS', 'E_FRAUD_ALERT', 'E_MAX_BOOKINGS'])(
    'stays after %s and says it in the catalogue’s words, with the focus on them',
    async (code) => {
      await refusedWith(code);
      expect(addressOutput()).toHaveTextContent(bookingPaths.reviewDetails.getHref('CART-1'));
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(reservationErrorMessage(code));
      expect(alert.parentElement).toHaveFocus();
      expect(bookNowButton()).toBeEnabled();
    },
  );

  it('reads a code the catalogue does not know as the generic booking error', async () => {
    await refusedWith('SOMETHING_NEW');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong with this booking.');
  });

  it('reads the cart and its acknowledgements again after STALE_REVISION, says so, and books the revision it read with a new key', async () => {
    await openReview();
    acceptAll();
    fake.changeElsewhere();
    fake.refuse('CreateOrder', 'STALE_REVISION');
    await bookNow();
    expect(fake.state.calls.slice(-3)).toEqual(['CreateOrder', 'CartPrice', 'BookingAcknowledgements']);
    expect(screen.getByRole('alert')).toHaveTextContent(t('reviewDetails.bookNow.staleRevision'));
    await bookNow();
    const [first, second] = fake.orders();
    expect(second!.revisionNumber).toBe(4);
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('reads the acknowledgements of a new revision again, and unticks one whose amount changed while a tick on unchanged words holds', async () => {
    await openReview();
    acceptAll();
    const repriced = { ...prepaidAcknowledgement, text: 'I agree that $611.20 is charged to my card now and is not refunded.' };
    fake.checkout.acknowledgements = [rateRulesAcknowledgement, repriced];
    fake.changeElsewhere();
    fake.refuse('CreateOrder', 'STALE_REVISION');
    await bookNow();
    expect(fake.state.calls.slice(-3)).toEqual(['CreateOrder', 'CartPrice', 'BookingAcknowledgements']);
    expect(screen.getByRole('alert')).toHaveTextContent(t('reviewDetails.bookNow.staleRevision'));
    expect(within(group()).getByRole('checkbox', { description: saying(rateRulesAcknowledgement.text) })).toBeChecked();
    expect(within(group()).getByRole('checkbox', { description: saying(repriced.text) })).not.toBeChecked();
    await bookNow();
    expect(fake.orders()).toHaveLength(1);
    expect(within(group()).getByRole('checkbox', { description: saying(repriced.text) })).toHaveFocus();
  });

  it('says a booking of this cart is already under way after E_DOUBLE_CLICK, and reads the cart again', async () => {
    await refusedWith('E_DOUBLE_CLICK');
    expect(screen.getByRole('alert')).toHaveTextContent('A booking is already being made for this cart');
    expect(fake.state.calls.slice(-2)).toEqual(['CreateOrder', 'CartPrice']);
  });

  it('reads the acknowledgements again when the server says they are not all accepted, and asks for the new one', async () => {
    await openReview([rateRulesAcknowledgement]);
    acceptAll();
    fake.checkout.acknowledgements = [rateRulesAcknowledgement, prepaidAcknowledgement];
    fake.refuseWith('CreateOrder', 'BAD_USER_INPUT', { field: 'acceptedAcknowledgements' });
    await bookNow();
    expect(screen.getByRole('alert')).toHaveTextContent(t('reviewDetails.bookNow.acknowledgementsChanged'));
    expect(within(group()).getByRole('checkbox', { description: saying(rateRulesAcknowledgement.text) })).toBeChecked();
    expect(within(group()).getByRole('checkbox', { description: saying(prepaidAcknowledgement.text) })).not.toBeChecked();
  });

  it('keeps the key of a call that got no answer, so pressing again cannot book twice, and says so', async () => {
    await openReview();
    acceptAll();
    fake.loseNext('CreateOrder');
    await bookNow();
    expect(screen.getByRole('alert')).toHaveTextContent(t('reviewDetails.bookNow.noAnswer'));
    await bookNow();
    const [lost, retry] = fake.orders();
    expect(retry!.idempotencyKey).toBe(lost!.idempotencyKey);
    expect(addressOutput()).toHaveTextContent(bookingPaths.confirmation.getHref('81234567'));
  });

  it('gives a new attempt after a refusal a new key', async () => {
    await refusedWith('PAYMENT_DECLINED');
    await bookNow();
    const [refused, next] = fake.orders();
    expect(next!.idempotencyKey).not.toBe(refused!.idempotencyKey);
  });
});

describe('ReviewDetailsPage: the Booking Acknowledgement log line (spec 8)', () => {
  it('logs a guest’s refusal with the guest code and the reservation code in the detail', async () => {
    await refusedWith('ROOMS_SOLD_OUT');
    expect(logToServer).toHaveBeenCalledExactlyOnceWith('warn', `API_ERROR|${BOOK_NOW_GUEST_ERROR}|Booking Acknowledgement|ROOMS_SOLD_OUT book cart CART-1`);
  });

  it('logs a member’s refusal with the member code', async () => {
    user.status = 'SUCCESS';
    await refusedWith('PAYMENT_DECLINED');
    expect(logToServer).toHaveBeenCalledExactlyOnceWith('warn', `API_ERROR|${BOOK_NOW_MEMBER_ERROR}|Booking Acknowledgement|PAYMENT_DECLINED book cart CART-1`);
  });

  it('logs a code the catalogue does not know as the generic booking error, and a lost call as an error', async () => {
    await refusedWith('SOMETHING_NEW');
    expect(logToServer).toHaveBeenLastCalledWith('error', `API_ERROR|${BOOK_NOW_GUEST_ERROR}|Booking Acknowledgement|WEB-BOOK-GEN001 book cart CART-1 (code SOMETHING_NEW)`);
    fake.loseNext('CreateOrder');
    await bookNow();
    expect(logToServer).toHaveBeenLastCalledWith('error', `API_ERROR|${BOOK_NOW_GUEST_ERROR}|Booking Acknowledgement|WEB-BOOK-GEN001 book cart CART-1`);
  });
});
