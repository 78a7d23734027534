import { useEffect, useMemo, useRef, useState } from 'react';
import type { OverlayOptions } from '../../../bridge';
import { overlayPaths } from '../../../shared/domain/paths';
import { Dialog } from '../../../shared/ui/dialog';
import { OverlayFrame } from '../../components/overlay-frame';
import { config } from '../../config';
import { raiseDataLayerEvent, raiseGraphQlError } from '../../app/page-events';

export type SignInDialogProps = {
  isOpen: boolean;
  /** Load the overlay ahead, hidden, so it is ready when the dialog opens (set on hover or focus). */
  isPreloaded: boolean;
  onClose(): void;
  onSignedIn(): void;
};

/** The header's sign-in: the sign-in overlay, from the overlay origin, in a modal dialog. */
export function SignInDialog({ isOpen, isPreloaded, onClose, onSignedIn }: SignInDialogProps) {
  // Each close starts a fresh overlay (loading hidden in the background), so no typed password outlives it.
  const [generation, setGeneration] = useState(0);
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (wasOpen.current && !isOpen) setGeneration((value) => value + 1);
    wasOpen.current = isOpen;
  }, [isOpen]);

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
    <Dialog title="Sign in" isOpen={isOpen} onClose={onClose} keepMounted={isPreloaded}>
      <OverlayFrame
        // A new page or a new generation gets a new frame and a new bridge connection.
        key={`${src}#${generation}`}
        src={src}
        overlayOrigin={config.overlayOrigin}
        title="Sign in to Portico Rewards"
        options={options}
        handlers={handlers}
        isActive={isOpen}
      />
    </Dialog>
  );
}
