import { useCallback, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GraphQlErrorDetail } from '../../../../bridge';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { Alert } from '../../../../shared/ui/alert';
import { SignInDialog } from '../../../auth/sign-in-dialog';
import { markSessionForRefetch } from '../../../auth/sign-in-session';
import { useUserDetails } from '../../../auth/use-user-details';
import { bookingErrorDestination } from '../pre-booking/booking-error-destination';
import { searchCriteriaOfCart } from '../pre-booking/cart-search-criteria';
import type { Cart } from '../pre-booking/use-cart';
import { GuestInfoFrame } from './guest-info-frame';

export type GuestInfoSectionProps = {
  cart: Cart;
  /** Reads the cart again, so the summary above shows what the overlay changed (e.g. travel insurance). */
  refreshCart(): Promise<unknown>;
};

/**
 * The guest-information part of the booking page: the overlay, the sign-in it asks for, and a banner
 * when a call inside it failed. After a sign-in or an enrollment the overlay is loaded afresh, so it
 * reads the member's profile (the `key`); it keeps its own draft, so nothing typed is lost.
 */
export function GuestInfoSection({ cart, refreshCart }: GuestInfoSectionProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const { mutate: refreshUser } = useUserDetails();
  const [isSignInOpen, setSignInOpen] = useState(false);
  const [signIns, setSignIns] = useState(0);
  const [failure, setFailure] = useState<GraphQlErrorDetail | null>(null);
  const stay = searchCriteriaOfCart(cart);

  const destinationOf = useCallback((code: string) => bookingErrorDestination(code, stay), [stay]);
  const refreshAfterSignIn = useCallback(async () => {
    markSessionForRefetch();
    await Promise.all([refreshUser(), refreshCart()]);
  }, [refreshUser, refreshCart]);
  const signedIn = useCallback(() => {
    setSignInOpen(false);
    setSignIns((count) => count + 1);
    void refreshAfterSignIn();
  }, [refreshAfterSignIn]);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Guest information</h2>
      {failure ? (
        <Alert tone="error" heading="Part of this form could not be loaded or saved">
          <p>Nothing you typed is lost. Check your connection and try again; if it keeps failing, call us to book.</p>
        </Alert>
      ) : null}
      <GuestInfoFrame
        key={signIns}
        cartId={cart.id}
        destinationOf={destinationOf}
        onCartChanged={() => {
          setFailure(null);
          void refreshCart();
        }}
        onSignInRequested={() => setSignInOpen(true)}
        onMemberEnrolled={() => void refreshAfterSignIn()}
        // Read the cart first: the review shows what was just saved, not the copy this page holds.
        onCompleted={({ cartId }) => void refreshCart().then(() => navigate(bookingPaths.reviewDetails.getHref(cartId)))}
        onFailure={setFailure}
      />
      <SignInDialog
        isOpen={isSignInOpen}
        isPreloaded={false}
        page="reservationSignInOnly"
        variant="signInOnly"
        title="Sign in to book as a member"
        onClose={() => setSignInOpen(false)}
        onSignedIn={signedIn}
      />
    </section>
  );
}
