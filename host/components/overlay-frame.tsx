import { styled } from '@linaria/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { HostContractOf, HostHandlers, HostOverlayName, MethodsOf, OverlayOptions } from '../../bridge';
import { useOverlayBridge } from '../../bridge/react/use-overlay-bridge';
import { Button } from '../../shared/ui/button';
import { colors } from '../../shared/ui/theme';
import { OverlaySkeleton } from './overlay-skeleton';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  border: none;
  &[data-ready='false'] {
    position: absolute;
    visibility: hidden;
    height: 0;
  }
`;

const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  min-height: 240px;
  padding: 1.5rem;
  text-align: center;
  color: ${colors.inkMuted};
`;

/** `Name` is the framed overlay (its contract types the handlers); the bridge handles its plumbing's `resized`. */
export type OverlayFrameProps<Name extends HostOverlayName> = {
  /** Full URL of the overlay page on the overlay origin. */
  src: string;
  overlayOrigin: string;
  /** Accessible name of the iframe. */
  title: string;
  options: OverlayOptions;
  overlay: Name;
  /** Business handlers; the plumbing (`resized`, `interactive`) is the bridge's. */
  handlers: HostHandlers<MethodsOf<HostContractOf<Name>>>;
  /** False while the slot preloads out of sight, or for a form inline on a page: the overlay loads and connects, but takes no focus. */
  isActive?: boolean;
};

/**
 * An iframe slot for one overlay: connects the bridge, follows the overlay's height (content + 20 px),
 * stays hidden until the first height arrives so it never shows at a wrong size, and shows the spec's
 * failure state with a retry when the handshake does not complete.
 */
export function OverlayFrame<Name extends HostOverlayName>({ src, overlayOrigin, title, options, overlay, handlers, isActive = true }: OverlayFrameProps<Name>) {
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const { state, height, attempt, retry } = useOverlayBridge({ iframeRef, overlayOrigin, overlay, handlers });

  const connectedOverlay = state.status === 'connected' ? state.overlay : null;
  useEffect(() => {
    void connectedOverlay?.configure(options);
  }, [connectedOverlay, options]);

  const isReady = state.status === 'connected' && height !== null;
  // Set through the DOM, not a style attribute: the page's CSP refuses style attributes in server-rendered HTML.
  useLayoutEffect(() => {
    iframeRef.current?.style.setProperty('height', `${height ?? 0}px`);
  }, [height, attempt]);
  useEffect(() => {
    if (!isActive || !isReady || !connectedOverlay) return;
    // Focus the frame first: a cross-origin frame may only take focus once its element has it.
    iframeRef.current?.focus();
    void connectedOverlay.focus();
  }, [isActive, isReady, connectedOverlay]);

  if (state.status === 'failed') {
    return (
      <Status role="alert">
        <p>Something went wrong. We could not load this form.</p>
        <Button onClick={retry}>Try again</Button>
      </Status>
    );
  }

  return (
    <>
      {isReady ? null : <OverlaySkeleton />}
      <Frame
        key={attempt}
        ref={iframeRef}
        src={src}
        title={title}
        data-ready={isReady}
        scrolling="no"
        aria-hidden={isReady ? undefined : true}
        tabIndex={isReady ? undefined : -1}
      />
    </>
  );
}
