import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { type HostHandlers, type OverlayEvent, type OverlayOptions, type SignInSucceededDetail, type SignInHostApi } from '../../bridge';
import { overlayPaths } from '../../shared/domain/paths';
import type { SignInVariant } from '../../shared/domain/sign-in-variants';
import { useLocale, useMessages } from '../../shared/i18n/messages-context';
import { sameSitePath } from '../../shared/validation/safe-return-url';
import { raiseDataLayerEvent, raiseGraphQlError } from '../services/page-events';
import { OverlayFrame } from '../components/overlay-frame';
import { config } from '../services/config';
import { markSessionForRefetch, saveMfaOptions } from './sign-in-session';

export type SignInFrameProps = {
  page: keyof typeof overlayPaths;
  variant: SignInVariant;
  /** The host page to come back to (a same-site path). */
  returnTo: string;
  /** A target chosen on purpose, winning over `returnTo` after sign-in. */
  redirectTo?: string | null;
  clientId?: string | null;
  /** The overlay's locale; the page's by default. */
  locale?: string;
  /** A trip to show after sign-in (the trip-detail list wins every other target). */
  tripId?: string | null;
  isActive?: boolean;
  /** Signed in with a session (two-step members go to their verification page instead). */
  onSignedIn(detail: SignInSucceededDetail): void;
  onClose?(): void;
  onContinueAsGuest?(): void;
};

/** The sign-in overlay in any host container: dialog, fly-out or a page of its own. */
export function SignInFrame(props: SignInFrameProps) {
  const { page, variant, returnTo, redirectTo = null, clientId = null, tripId = null, isActive = true } = props;
  const pageLocale = useLocale();
  const locale = props.locale ?? pageLocale;
  const { t } = useMessages();
  const navigate = useNavigate();
  const { onSignedIn, onClose, onContinueAsGuest } = props;

  const options = useMemo<OverlayOptions>(
    () => ({ locale, variant, returnTo, clientId, redirectTo }),
    [locale, variant, returnTo, clientId, redirectTo],
  );
  const handlers = useMemo<HostHandlers<SignInHostApi>>(
    () => ({
      signInSucceeded: (detail: SignInSucceededDetail) => {
        markSessionForRefetch();
        if (detail.mfaOption) {
          saveMfaOptions(detail.mfaOption);
          // The code is asked for on a page of its own: a dialog left open would cover it.
          onClose?.();
          navigate(sameSitePath(detail.nextStateURI) ?? '/');
          return;
        }
        onSignedIn(detail);
      },
      close: () => onClose?.(),
      // The overlay changed what the whole page shows (e.g. forgot a remembered member).
      reloadParent: () => {
        markSessionForRefetch();
        window.location.reload();
      },
      navigate: (path: string) => {
        const target = sameSitePath(path);
        if (target) navigate(target);
      },
      graphQlError: raiseGraphQlError,
      emit: (event: OverlayEvent) => {
        if (event.name === 'continueAsGuest') onContinueAsGuest?.();
        else raiseDataLayerEvent(event);
      },
    }),
    [navigate, onSignedIn, onClose, onContinueAsGuest],
  );

  const query = new URLSearchParams({ overlay: 'true', variant, returnTo, locale });
  if (clientId) query.set('clientId', clientId);
  if (tripId) query.set('tripId', tripId);
  const src = `${config.overlayOrigin}${overlayPaths[page].getHref()}?${query}`;

  return (
    <OverlayFrame
      overlay="sign-in"
      key={src}
      src={src}
      overlayOrigin={config.overlayOrigin}
      title={t('signInFrame.title')}
      options={options}
      handlers={handlers}
      isActive={isActive}
    />
  );
}
