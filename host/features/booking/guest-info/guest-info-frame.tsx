import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { type HostHandlers, type GraphQlErrorDetail, type GuestInfoCartDetail, type GuestInfoHostApi, type OverlayOptions } from '../../../../bridge';
import { overlayPaths } from '../../../../shared/domain/paths';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { sameSitePath } from '../../../../shared/validation/safe-return-url';
import { OverlayFrame } from '../../../components/overlay-frame';
import { config } from '../../../services/config';
import { raiseDataLayerEvent, raiseGraphQlError } from '../../../services/page-events';
import { useReturnTo } from '../../../services/use-return-to';

/** The variant the booking page asks for: the form inline on the page, nothing to close. */
const INLINE_VARIANT = 'inline';

export type GuestInfoFrameProps = {
  cartId: string;
  /** Where a refusal code sends the page (spec 4), or null to stay and say so. */
  destinationOf(code: string): string | null;
  onCartChanged(detail: GuestInfoCartDetail): void;
  onSignInRequested(): void;
  onMemberEnrolled(): void;
  onCompleted(detail: GuestInfoCartDetail): void;
  /** A call inside the overlay failed and the page stays: the page says so. */
  onFailure(detail: GraphQlErrorDetail): void;
};

/**
 * The guest-info overlay (spec 2, guest info) framed inline on the booking page. It reads and saves the
 * cart itself; the page hears what changed through the bridge and leaves, for the next step or for
 * where spec 4 sends a dead cart, only to same-site paths.
 */
export function GuestInfoFrame({ cartId, destinationOf, onCartChanged, onSignInRequested, onMemberEnrolled, onCompleted, onFailure }: GuestInfoFrameProps) {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const locale = useLocale();
  const { t } = useMessages();
  const options = useMemo<OverlayOptions>(() => ({ locale, variant: INLINE_VARIANT, returnTo, clientId: null, redirectTo: null }), [locale, returnTo]);

  const handlers = useMemo<HostHandlers<GuestInfoHostApi>>(
    () => ({
      graphQlError: (detail: GraphQlErrorDetail) => {
        raiseGraphQlError(detail);
        const destination = detail.codes.map(destinationOf).find((path): path is string => path !== null);
        if (destination) navigate(destination, { replace: true });
        else onFailure(detail);
      },
      reloadParent: () => window.location.reload(),
      // Inline on the page: there is no container to close.
      close: () => undefined,
      navigate: (path: string) => {
        const target = sameSitePath(path);
        if (target) navigate(target);
      },
      emit: raiseDataLayerEvent,
      // Only this page's cart is ours to hear about; another id is not acted on.
      cartChanged: (detail: GuestInfoCartDetail) => {
        if (detail.cartId === cartId) onCartChanged(detail);
      },
      requestSignIn: onSignInRequested,
      memberEnrolled: () => onMemberEnrolled(),
      guestInfoCompleted: (detail: GuestInfoCartDetail) => {
        if (detail.cartId === cartId) onCompleted(detail);
      },
    }),
    [cartId, destinationOf, navigate, onCartChanged, onSignInRequested, onMemberEnrolled, onCompleted, onFailure],
  );

  const src = `${config.overlayOrigin}${overlayPaths.guestInfo.getHref()}?${new URLSearchParams({ overlay: 'true', cartId, locale })}`;
  // isActive false: a form inline on the page does not take the focus from the page when it loads, as a dialog's would.
  return (
    <OverlayFrame overlay="guest-info" key={src} src={src} overlayOrigin={config.overlayOrigin} title={t('guestInfoPage.frame.title')} options={options} handlers={handlers} isActive={false} />
  );
}
