// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { hostPaths } from '../../../../shared/domain/paths';
import { ReservationErrorKey } from '../../../../shared/domain/reservation-errors';
import type { OverlayFrameProps } from '../../../components/overlay-frame';
import { searchCriteriaOfCart } from '../pre-booking/cart-search-criteria';
import { cartFixture, savedGuestInfo } from '../pre-booking/testing/cart-fixtures';
import { GuestInfoSection } from './guest-info-section';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081' } }));
vi.mock('../../../services/page-events', () => ({ raiseGraphQlError: vi.fn(), raiseDataLayerEvent: vi.fn() }));
vi.mock('../../../auth/sign-in-dialog', async () => ({ SignInDialog: (await import('../testing/booking-test-doubles')).FakeSignInDialog }));
const refreshUser = vi.fn(async () => undefined);
vi.mock('../../../auth/use-user-details', () => ({ useUserDetails: () => ({ mutate: refreshUser }) }));

/** Every frame the section mounted, newest last: its props, and so the handlers the overlay would call. */
const frames: OverlayFrameProps<'guest-info'>[] = [];
vi.mock('../../../components/overlay-frame', () => ({
  OverlayFrame: (props: OverlayFrameProps<'guest-info'>) => {
    frames.push(props);
    return <iframe title={props.title} src={props.src} />;
  },
}));

const cart = cartFixture();
const overlay = () => frames[frames.length - 1]!.handlers;

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

type SectionOptions = { refreshCart?: () => Promise<unknown>; isSaved?: boolean; guestInfo?: typeof cart.guestInfo };

function renderSection({ refreshCart = vi.fn(async () => undefined), isSaved = false, guestInfo = null }: SectionOptions = {}) {
  const here = bookingPaths.guestInfo.getHref(cart.id);
  const onCompleted = vi.fn();
  const onChangeRequested = vi.fn();
  const section = (saved: boolean) => (
    <MemoryRouter initialEntries={[here]}>
      <Routes>
        <Route
          path="*"
          element={<GuestInfoSection cart={{ ...cart, guestInfo }} refreshCart={refreshCart} isSaved={saved} onCompleted={onCompleted} onChangeRequested={onChangeRequested} />}
        />
      </Routes>
      <Where />
    </MemoryRouter>
  );
  const { rerender } = render(section(isSaved));
  return { refreshCart, onCompleted, onChangeRequested, showSaved: (saved: boolean) => rerender(section(saved)) };
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

beforeEach(() => {
  frames.length = 0;
  refreshUser.mockClear();
});

describe('the guest-information section of the booking page', () => {
  it('frames the guest-info overlay for this cart, from the overlay origin', () => {
    renderSection();
    const src = new URL(screen.getByTitle('Guest information').getAttribute('src')!);
    expect(src.origin).toBe('http://localhost:8081');
    expect(src.pathname).toBe('/reservation/guestInfoOverlay.mi');
    expect(src.searchParams.get('cartId')).toBe(cart.id);
    expect(frames[0]!.overlayOrigin).toBe('http://localhost:8081');
  });

  it('leaves for the rate list of the stay when the overlay reports a dead cart, and for the expired-session page for an ended session', () => {
    renderSection();
    act(() => overlay().graphQlError({ operationName: 'GuestInfoForm', codes: [ReservationErrorKey.CartExpired] }));
    expect(address()).toBe(bookingPaths.rateList.getHref(searchCriteriaOfCart(cart)));
  });

  it('sends an ended booking session to the expired-session page', () => {
    renderSection();
    act(() => overlay().graphQlError({ operationName: 'UpdateCartGuestInfo', codes: [ReservationErrorKey.SessionExpired] }));
    expect(address()).toBe(hostPaths.expiredSession.getHref());
  });

  it('stays and says so in a banner when any other call inside the overlay failed', () => {
    renderSection();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => overlay().graphQlError({ operationName: 'TravelInsuranceQuote', codes: ['INTERNAL_SERVER_ERROR'] }));
    expect(screen.getByRole('alert')).toHaveTextContent('Part of this form could not be loaded or saved');
    expect(address()).toBe(bookingPaths.guestInfo.getHref(cart.id));
  });

  it('reads the cart again when the overlay changed it, and only for this cart', () => {
    const { refreshCart } = renderSection();
    act(() => overlay().cartChanged({ cartId: 'ANOTHER-CART', revisionNumber: 3 }));
    expect(refreshCart).not.toHaveBeenCalled();
    act(() => overlay().cartChanged({ cartId: cart.id, revisionNumber: 3 }));
    expect(refreshCart).toHaveBeenCalledTimes(1);
  });

  it('opens the sign-in overlay on request, then loads the guest-info overlay afresh and reads who is signed in and the cart', async () => {
    const { refreshCart } = renderSection();
    act(() => overlay().requestSignIn());
    const dialog = screen.getByRole('dialog', { name: 'Sign in to book as a member' });
    expect(dialog).toHaveTextContent('overlay reservationSignInOnly in variant signInOnly');
    const iframe = screen.getByTitle('Guest information');
    await userEvent.click(screen.getByRole('button', { name: 'Finish sign-in' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTitle('Guest information')).not.toBe(iframe);
    expect(refreshUser).toHaveBeenCalled();
    expect(refreshCart).toHaveBeenCalled();
  });

  it('reads who is signed in after an inline enrollment, without reloading the overlay', () => {
    renderSection();
    const iframe = screen.getByTitle('Guest information');
    act(() => overlay().memberEnrolled({ firstName: 'Nora', memberNumber: '100000042', tier: 'Member' }));
    expect(refreshUser).toHaveBeenCalled();
    // The same element: the overlay goes on with its own flow (it saves the cart next).
    expect(screen.getByTitle('Guest information')).toBe(iframe);
  });

  it('moves on to payment once the cart is read again, and only for this cart', async () => {
    const { refreshCart, onCompleted } = renderSection();
    act(() => overlay().guestInfoCompleted({ cartId: 'ANOTHER-CART', revisionNumber: 2 }));
    expect(refreshCart).not.toHaveBeenCalled();
    await act(async () => overlay().guestInfoCompleted({ cartId: cart.id, revisionNumber: 2 }));
    expect(refreshCart).toHaveBeenCalledTimes(1);
    expect(onCompleted).toHaveBeenCalledTimes(1);
    // The page stays: payment comes next on it.
    expect(address()).toBe(bookingPaths.guestInfo.getHref(cart.id));
  });

  it('once saved, shows the guest’s details in short in place of the form, with the way back to it', async () => {
    const { onChangeRequested } = renderSection({ isSaved: true, guestInfo: savedGuestInfo });
    const section = screen.getByRole('region', { name: 'Guest information' });
    expect(within(section).queryByTitle('Guest information')).toBeNull();
    expect(section).toHaveTextContent('Dr Maya Lindqvist');
    expect(section).toHaveTextContent('350 Fifth Avenue, New York NY 10118, United States');
    await userEvent.click(within(section).getByRole('button', { name: 'Change guest information' }));
    expect(onChangeRequested).toHaveBeenCalledTimes(1);
  });

  it('brings the form back with the focus on its heading when the guest asks to change the details', () => {
    const { showSaved } = renderSection({ isSaved: true, guestInfo: savedGuestInfo });
    showSaved(false);
    expect(screen.getByTitle('Guest information')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Guest information' })).toHaveFocus();
  });

  it('shows the form while the saved details are not in the cart it holds', () => {
    renderSection({ isSaved: true, guestInfo: null });
    expect(screen.getByTitle('Guest information')).toBeInTheDocument();
  });

  it('follows the overlay only to same-site paths', () => {
    renderSection();
    act(() => overlay().navigate('https://evil.example/phish'));
    expect(address()).toBe(bookingPaths.guestInfo.getHref(cart.id));
    act(() => overlay().navigate(bookingPaths.topUpPoints.getHref(cart.id)));
    expect(address()).toBe(bookingPaths.topUpPoints.getHref(cart.id));
  });
});
