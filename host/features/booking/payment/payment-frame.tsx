import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { type BookingConfirmedDetail, type HostHandlers, type GraphQlErrorDetail, type OverlayOptions, type PaymentCardDetail, type PaymentHostApi } from '../../../../bridge';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { overlayPaths } from '../../../../shared/domain/paths';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { sameSitePath } from '../../../../shared/validation/safe-return-url';
import { OverlayFrame } from '../../../components/overlay-frame';
import { config } from '../../../services/config';
import { raiseDataLayerEvent, raiseGraphQlError } from '../../../services/page-events';
import { useReturnTo } from '../../../services/use-return-to';

/** The payment overlay's forms: `inline` on the booking page (nothing to close), `change` on the review (with Cancel). */
export type PaymentFrameVariant = 'inline' | 'change';

export type PaymentFrameProps = {
  cartId: string;
  variant: PaymentFrameVariant;
  /** Where a refusal code sends the page (spec 4), or null to stay. */
  destinationOf(code: string): string | null;
  /** The cart is paid with this card. */
  onCompleted(detail: PaymentCardDetail): void;
  /** A payment-info call inside the overlay failed and the page stays: the page shows its banner. */
  onFailure(detail: GraphQlErrorDetail): void;
  /** The `change` form's Cancel. */
  onClose(): void;
};

/**
 * The payment overlay (spec 2, pre-booking payment iframe) framed in a booking page. The card's number
 * and security code never leave the overlay's origin: the page hears only that the cart is paid, with
 * the brand and last four, or which call failed with which codes. It follows the overlay only to
 * same-site paths.
 */
export function PaymentFrame({ cartId, variant, destinationOf, onCompleted, onFailure, onClose }: PaymentFrameProps) {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const locale = useLocale();
  const { t } = useMessages();
  const options = useMemo<OverlayOptions>(() => ({ locale, variant, returnTo, clientId: null, redirectTo: null }), [locale, variant, returnTo]);

  const handlers = useMemo<HostHandlers<PaymentHostApi>>(
    () => ({
      graphQlError: (detail: GraphQlErrorDetail) => {
        raiseGraphQlError(detail);
        const destination = detail.codes.map(destinationOf).find((path): path is string => path !== null);
        if (destination) navigate(destination, { replace: true });
        // Spec 7: only a payment-info operation's failure is the page's to show; the overlay says the rest itself.
        else if (detail.isPaymentInfo) onFailure(detail);
      },
      reloadParent: () => window.location.reload(),
      close: onClose,
      navigate: (path: string) => {
        const target = sameSitePath(path);
        if (target) navigate(target);
      },
      emit: raiseDataLayerEvent,
      // Only this page's cart is ours to hear about; another id is not acted on.
      paymentCompleted: (detail: PaymentCardDetail) => {
        if (detail.cartId === cartId) onCompleted(detail);
      },
      // The checkout form books as well; this site asks for it only on partner pages, but a booked cart of ours has its page.
      bookingConfirmed: (detail: BookingConfirmedDetail) => {
        if (detail.cartId === cartId) navigate(bookingPaths.confirmation.getHref(detail.confirmationNumber), { replace: true });
      },
    }),
    [cartId, destinationOf, navigate, onCompleted, onFailure, onClose],
  );

  // The variant is in the address as well as in configure: the overlay's server renders the form for it.
  const src = `${config.overlayOrigin}${overlayPaths.payment.getHref()}?${new URLSearchParams({ overlay: 'true', cartId, locale, variant })}`;
  // The inline form does not take the focus as it loads (the booking page moves it to the section's
  // heading); the change form was asked for by pressing Change card, so it takes it, as a dialog would.
  const isActive = variant === 'change';
  return <OverlayFrame overlay="payment" key={src} src={src} overlayOrigin={config.overlayOrigin} title={t('checkoutPayment.frame.title')} options={options} handlers={handlers} isActive={isActive} />;
}
