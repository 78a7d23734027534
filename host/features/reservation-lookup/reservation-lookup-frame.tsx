import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { type HostHandlers, type OverlayOptions, type ReservationFoundDetail, type ReservationLookupHostApi } from '../../../bridge';
import { overlayPaths } from '../../../shared/domain/paths';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';
import type { LookupVariant } from '../../../shared/reservations/lookup-variants';
import { sameSitePath } from '../../../shared/validation/safe-return-url';
import { raiseDataLayerEvent, raiseGraphQlError } from '../../services/page-events';
import { OverlayFrame } from '../../components/overlay-frame';
import { config } from '../../services/config';
import { useReturnTo } from '../../services/use-return-to';

export type ReservationLookupFrameProps = {
  /** `dialog` offers Cancel and closes on Escape; `page` has nothing to close. */
  variant: LookupVariant;
  /** The overlay's locale; the page's when not given. */
  locale?: string;
  /** False while the dialog preloads it out of sight: it loads and connects, but takes no focus. */
  isActive?: boolean;
  onClose?(): void;
  /** Called as the host leaves for the reservation the overlay found (e.g. to close the dialog). */
  onLeave?(): void;
};

/** The find-reservation overlay in any host container: the header's dialog or the lookup page. */
export function ReservationLookupFrame({ variant, locale: askedLocale, isActive = true, onClose, onLeave }: ReservationLookupFrameProps) {
  const pageLocale = useLocale();
  const locale = askedLocale ?? pageLocale;
  const { t } = useMessages();
  const navigate = useNavigate();
  const returnTo = useReturnTo();

  const options = useMemo<OverlayOptions>(
    () => ({ locale, variant, returnTo, clientId: null, redirectTo: null }),
    // The overlay keeps the page it was opened on; moving on in the page does not reconnect it.
    [locale, variant],
  );
  const handlers = useMemo<HostHandlers<ReservationLookupHostApi>>(() => {
    const leaveFor = (path: string) => {
      const target = sameSitePath(path);
      if (!target) return;
      onLeave?.();
      navigate(target);
    };
    return {
      close: () => onClose?.(),
      reloadParent: () => window.location.reload(),
      navigate: leaveFor,
      // Only the summary form, which this site does not ask for, shows the match itself; here it is followed all the same.
      reservationFound: ({ path }: ReservationFoundDetail) => leaveFor(path),
      graphQlError: raiseGraphQlError,
      emit: raiseDataLayerEvent,
    };
  }, [navigate, onClose, onLeave]);

  const src = `${config.overlayOrigin}${overlayPaths.reservationLookup.getHref()}?${new URLSearchParams({ overlay: 'true', locale, variant })}`;
  return <OverlayFrame overlay="reservation-lookup" key={src} src={src} overlayOrigin={config.overlayOrigin} title={t('hostLookup.title')} options={options} handlers={handlers} isActive={isActive} />;
}
