import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { GraphQlErrorDetail } from '../../../../bridge';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Alert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { SignInDialog } from '../../../auth/sign-in-dialog';
import { markSessionForRefetch } from '../../../auth/sign-in-session';
import { useUserDetails } from '../../../auth/use-user-details';
import { bookingErrorDestination } from '../pre-booking/booking-error-destination';
import { searchCriteriaOfCart } from '../pre-booking/cart-search-criteria';
import type { Cart } from '../pre-booking/use-cart';
import { GuestDetailsFacts } from '../review/guest-details-facts';
import { GuestInfoFrame } from './guest-info-frame';

export type GuestInfoSectionProps = {
  cart: Cart;
  /** Reads the cart again, so the summary above shows what the overlay changed (e.g. travel insurance). */
  refreshCart(): Promise<unknown>;
  /** Show what the cart holds, in short, in place of the form: the guest has moved on to payment. */
  isSaved: boolean;
  /** The overlay saved everything, and the cart was read again: on to payment. */
  onCompleted(): void;
  /** "Change guest information": the form again. */
  onChangeRequested(): void;
};

/**
 * The guest-information part of the booking page: the overlay, the sign-in it asks for, and a banner
 * when a call inside it failed; once saved, the details in short with the way back to the form. After a
 * sign-in or an enrollment the overlay is loaded afresh, so it reads the member's profile (the `key`);
 * it keeps its own draft, so nothing typed is lost.
 */
export function GuestInfoSection({ cart, refreshCart, isSaved, onCompleted, onChangeRequested }: GuestInfoSectionProps) {
  const { t } = useMessages();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasSaved = useRef(isSaved);
  const { mutate: refreshUser } = useUserDetails();
  const [isSignInOpen, setSignInOpen] = useState(false);
  const [signIns, setSignIns] = useState(0);
  const [failure, setFailure] = useState<GraphQlErrorDetail | null>(null);
  const stay = useMemo(() => searchCriteriaOfCart(cart), [cart]);

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

  // Back from the saved details to the form: the button pressed is gone, so the focus goes to the heading.
  useEffect(() => {
    if (wasSaved.current && !isSaved) headingRef.current?.focus();
    wasSaved.current = isSaved;
  }, [isSaved]);

  const heading = (
    <h2 id={headingId} ref={headingRef} tabIndex={-1}>
      {t('guestInfoPage.section.heading')}
    </h2>
  );
  if (isSaved && cart.guestInfo) {
    return (
      <section aria-labelledby={headingId}>
        {heading}
        <GuestDetailsFacts guestInfo={cart.guestInfo} />
        <Button variant="secondary" onClick={onChangeRequested}>
          {t('guestInfoPage.section.change')}
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      {heading}
      {failure ? (
        <Alert tone="error" heading={t('guestInfoPage.failure.heading')}>
          <p>{t('guestInfoPage.failure.body')}</p>
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
        // Read the cart first: the saved details shown next are what was just saved, not this page's copy.
        onCompleted={() => void refreshCart().then(onCompleted)}
        onFailure={setFailure}
      />
      <SignInDialog
        isOpen={isSignInOpen}
        isPreloaded={false}
        page="reservationSignInOnly"
        variant="signInOnly"
        title={t('guestInfoPage.signIn.title')}
        onClose={() => setSignInOpen(false)}
        onSignedIn={signedIn}
      />
    </section>
  );
}
