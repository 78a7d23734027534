import { styled } from '@linaria/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { HostContractOf, HostHandlers, HostOverlayName, MethodsOf, OverlayOptions } from '../../bridge';
import { useOverlayBridge } from '../../bridge/react/use-overlay-bridge';
import { DEFAULT_FRAME_HEIGHT_PX, lastHeights } from '../../bridge/session/last-heights';
import { useMessages } from '../../shared/i18n/messages-context';
import { Button } from '../../shared/ui/button';
import { colors } from '../../shared/ui/theme';
import { raiseOverlayTimings } from '../services/page-events';
import { OverlaySkeleton } from './overlay-skeleton';

const Slot = styled.div`
  position: relative;
`;

// Until the overlay's page paints, the frame is transparent and the skeleton behind it shows through;
// the page's opaque background then covers it, part by part as it paints.
const SkeletonBehind = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
`;

const Frame = styled.iframe`
  position: relative;
  display: block;
  width: 100%;
  /* Until the effect sets the overlay's last height (a server-rendered page has no style attributes). */
  height: ${DEFAULT_FRAME_HEIGHT_PX}px;
  border: none;
  background: transparent;
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
 * An iframe slot for one overlay: connects the bridge and follows the overlay's height (content + 20 px).
 * The frame shows at once, at the height this overlay last had in this tab, so the overlay's page (its
 * form rendered on the server) appears as soon as it paints, over a skeleton that fills what has not
 * painted yet. It is left out of the keyboard order and the accessibility tree until the bridge has
 * connected and the overlay reported its height. A handshake that does not complete shows the spec's
 * failure state with a retry.
 */
export function OverlayFrame<Name extends HostOverlayName>({ src, overlayOrigin, title, options, overlay, handlers, isActive = true }: OverlayFrameProps<Name>) {
  const { t } = useMessages();
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const { state, height, lifecycle, timings, attempt, retry } = useOverlayBridge({ iframeRef, overlayOrigin, overlay, handlers });
  // Once per frame, when the overlay is shown and accepts input (its last `ready`, every timing filled).
  const timedAttempt = useRef<number | null>(null);
  useEffect(() => {
    if (lifecycle !== 'ready' || timings.interactiveMs === null || timedAttempt.current === attempt) return;
    timedAttempt.current = attempt;
    raiseOverlayTimings(overlay, timings, attempt);
  }, [lifecycle, timings, attempt, overlay]);

  const connectedOverlay = state.status === 'connected' ? state.overlay : null;
  useEffect(() => {
    void connectedOverlay?.configure(options);
  }, [connectedOverlay, options]);

  const isReady = state.status === 'connected' && height !== null;
  const [lastHeight] = useState(() => lastHeights.of(overlay, options.variant));
  useEffect(() => {
    if (height !== null) lastHeights.remember(overlay, height, options.variant);
  }, [height, overlay, options.variant]);
  // Set through the DOM, not a style attribute: the page's CSP refuses style attributes in server-rendered HTML.
  useLayoutEffect(() => {
    iframeRef.current?.style.setProperty('height', `${height ?? lastHeight}px`);
  }, [height, lastHeight, attempt]);
  useEffect(() => {
    if (!isActive || !isReady || !connectedOverlay) return;
    // A visitor who already clicked into the painted form keeps their place.
    if (document.activeElement === iframeRef.current) return;
    // Focus the frame first: a cross-origin frame may only take focus once its element has it.
    iframeRef.current?.focus();
    void connectedOverlay.focus();
  }, [isActive, isReady, connectedOverlay]);

  if (state.status === 'failed') {
    return (
      <Status role="alert">
        <p>{t('overlayFrame.failed.message')}</p>
        <Button onClick={retry}>{t('overlayFrame.failed.retry')}</Button>
      </Status>
    );
  }

  return (
    <Slot>
      {isReady ? null : (
        <SkeletonBehind>
          <OverlaySkeleton />
        </SkeletonBehind>
      )}
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
    </Slot>
  );
}
