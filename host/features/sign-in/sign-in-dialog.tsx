import { useMemo } from 'react';
import type { OverlayOptions } from '../../../bridge';
import { overlayPaths } from '../../../shared/domain/paths';
import { Dialog } from '../../../shared/ui/dialog';
import { OverlayFrame } from '../../components/overlay-frame';
import { config } from '../../config';
import { raiseDataLayerEvent, raiseGraphQlError } from '../../app/page-events';

export type SignInDialogProps = {
  isOpen: boolean;
  onClose(): void;
  onSignedIn(): void;
};

/** The header's sign-in: the sign-in overlay, from the overlay origin, in a modal dialog. */
export function SignInDialog({ isOpen, onClose, onSignedIn }: SignInDialogProps) {
  const returnTo = `${window.location.pathname}${window.location.search}`;
  const options = useMemo<OverlayOptions>(
    () => ({ locale: config.locale, variant: 'overlay', returnTo, clientId: null }),
    [returnTo],
  );
  const handlers = useMemo(
    () => ({
      signInSucceeded: () => onSignedIn(),
      close: () => onClose(),
      reloadParent: () => window.location.reload(),
      graphQlError: raiseGraphQlError,
      emit: raiseDataLayerEvent,
    }),
    [onClose, onSignedIn],
  );
  const src = `${config.overlayOrigin}${overlayPaths.signIn.getHref()}?overlay=true&returnTo=${encodeURIComponent(returnTo)}`;

  return (
    <Dialog title="Sign in" isOpen={isOpen} onClose={onClose}>
      <OverlayFrame src={src} overlayOrigin={config.overlayOrigin} title="Sign in to Portico Rewards" options={options} handlers={handlers} />
    </Dialog>
  );
}
