// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyHostApi, HostOverlayName, GuestInfoHostApi, PaymentHostApi } from '../../../../bridge';
import type { OverlayFrameProps } from '../../../components/overlay-frame';
import { createFakeCartApi, type FakeCartApi } from '../pre-booking/testing/cart-fake-api';
import { cartFixture, cartPaymentFixture, savedGuestInfo, type CartFixture } from '../pre-booking/testing/cart-fixtures';
import { renderGuestInfoPage, settle } from './testing/render-guest-info-page';

process.env.TZ = 'UTC';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: () => null }));
vi.mock('../../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: undefined, mutate: async () => undefined }) }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

/** The frames mounted, newest last, by title: their handlers are what the overlays would call. */
const frames: OverlayFrameProps<HostOverlayName>[] = [];
vi.mock('../../../components/overlay-frame', () => ({
  OverlayFrame: (props: OverlayFrameProps<HostOverlayName>) => {
    frames.push(props);
    return <iframe title={props.title} src={props.src} />;
  },
}));
const handlersOf = <Api extends AnyHostApi>(title: string) => [...frames].reverse().find((frame) => frame.title === title)!.handlers as unknown as Omit<Api, 'resized'>;

const START = Date.parse('2026-07-01T12:00:00.000Z');
let fake: FakeCartApi;

async function openPage(cart: CartFixture = cartFixture()) {
  fake = createFakeCartApi({ ...cart, expiresAt: new Date(START + 900_000).toISOString() });
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  renderGuestInfoPage();
  await settle();
}

/** The overlay saved the guest in the cart and says so. */
async function completeGuestInfo() {
  fake.state.cart = { ...fake.state.cart, guestInfo: savedGuestInfo, revisionNumber: 2 };
  act(() => handlersOf<GuestInfoHostApi>('Guest information').guestInfoCompleted({ cartId: 'CART-1', revisionNumber: 2 }));
  await settle();
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const guestSection = () => screen.getByRole('region', { name: 'Guest information' });

beforeEach(() => {
  frames.length = 0;
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('GuestInfoPage: from guest information to payment', () => {
  it('opens on the guest form, with no payment section yet', async () => {
    await openPage();
    expect(screen.getByTitle('Guest information')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
  });

  it('once the guest is saved, reads the cart, shows the details in short and the payment section under them, its heading focused', async () => {
    await openPage();
    await completeGuestInfo();
    expect(fake.state.calls).toEqual(['CartPrice', 'CartPrice']);
    expect(address()).toBe('/reservation/guestInfo.mi?cartId=CART-1');
    expect(screen.queryByTitle('Guest information')).toBeNull();
    expect(guestSection()).toHaveTextContent('Dr Maya Lindqvist');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(guestSection().compareDocumentPosition(payment) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(payment).getByTitle('Payment')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus();
  });

  it('“Change guest information” brings the form back and takes the payment section away until it is saved again', async () => {
    await openPage();
    await completeGuestInfo();
    fireEvent.click(within(guestSection()).getByRole('button', { name: 'Change guest information' }));
    expect(screen.getByTitle('Guest information')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Guest information' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
    await completeGuestInfo();
    expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus();
  });

  it('goes to the review of the cart, read again, once the card is given', async () => {
    await openPage();
    await completeGuestInfo();
    fake.state.cart = { ...fake.state.cart, payment: cartPaymentFixture(), revisionNumber: 3 };
    act(() => handlersOf<PaymentHostApi>('Payment').paymentCompleted({ cartId: 'CART-1', revisionNumber: 3, brand: 'VISA', lastFour: '1111' }));
    await settle();
    expect(fake.state.calls).toEqual(['CartPrice', 'CartPrice', 'CartPrice']);
    expect(address()).toBe('/reservation/reviewDetails.mi?cartId=CART-1');
  });

  it('opens on payment, without moving the focus, for a cart with its guest saved but not yet paid', async () => {
    await openPage(cartFixture({ guestInfo: savedGuestInfo }));
    expect(screen.getByRole('region', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment' })).not.toHaveFocus();
    expect(within(guestSection()).getByRole('button', { name: 'Change guest information' })).toBeInTheDocument();
  });

  it('opens on the guest form for a paid cart, which the review sends back to change the guest', async () => {
    await openPage(cartFixture({ guestInfo: savedGuestInfo, payment: cartPaymentFixture() }));
    expect(screen.getByTitle('Guest information')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
  });

  it('goes back to the review, with no second card asked, once the guest of a paid cart is saved again', async () => {
    await openPage(cartFixture({ guestInfo: savedGuestInfo, payment: cartPaymentFixture() }));
    await completeGuestInfo();
    expect(screen.queryByTitle('Payment')).toBeNull();
    expect(address()).toBe('/reservation/reviewDetails.mi?cartId=CART-1');
  });
});
