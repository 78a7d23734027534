import { useEffect, useRef, useState } from 'react';
import type { RemoteProxy } from 'penpal';
import { useIsHydrated } from '../../shared/ssr/use-is-hydrated';
import { isFramed } from '../connect-host';
import { observeHeight } from '../report-height';
import { answerIframeResizerParentLater } from '../iframe-resizer-compat-later';
import type { AnyHostApi, OverlayOptions } from '../protocol';
import { CAPABILITIES, PROTOCOL_1_AGREEMENT, type Agreement } from '../protocol/version';
import { startHostConnection, type OverlayMethods, type StartedHostConnection } from '../start-host-connection';

/** `Api` is this overlay's contract with its host (e.g. SignInHostApi). */
export type HostBridgeState<Api extends AnyHostApi> =
  | { status: 'standalone' }
  | { status: 'connecting' }
  | { status: 'connected'; host: RemoteProxy<Api> }
  | { status: 'failed'; error: Error };

type ConnectionState<Api extends AnyHostApi> = Exclude<HostBridgeState<Api>, { status: 'standalone' }>;

export type UseHostBridgeOptions<Api extends AnyHostApi = AnyHostApi> = {
  allowedHostOrigins: readonly string[];
  /** The element whose height the host frame follows. */
  contentRef: React.RefObject<HTMLElement | null>;
  onConfigure(options: OverlayOptions): void;
  onFocus(): void;
  /**
   * False while the overlay is still setting up. Heights are reported only once it is ready, and the
   * host keeps showing its loading skeleton until the first height, so the frame never appears half-built.
   */
  isReady?: boolean;
  /**
   * The connection the overlay's entry started as its script ran (null: the page is not framed), so
   * the handshake does not wait for React. Without one the hook connects once mounted.
   */
  connection?: StartedHostConnection<Api> | null;
  /** What the server rendered the page as: reported until hydrated, so the first render matches its HTML. */
  isFramedOnServer?: boolean;
};

/**
 * Overlay side: connects to the framing host (or reports `standalone` when opened as a page), and
 * keeps the host informed of the content's height. The overlay's own methods answer the host once
 * mounted; calls that came before wait for them.
 */
export function useHostBridge<Api extends AnyHostApi>(options: UseHostBridgeOptions<Api>): HostBridgeState<Api> {
  const { allowedHostOrigins, contentRef, onConfigure, onFocus, isReady = true, connection, isFramedOnServer = false } = options;
  // On the server, and while hydrating, the page is what the server rendered it as; the browser's own
  // answer counts from the render after.
  const isHydrated = useIsHydrated();
  const isInFrame = isHydrated ? isFramed() : isFramedOnServer;
  const [connectionState, setConnectionState] = useState<ConnectionState<Api>>({ status: 'connecting' });
  const handlers = useRef({ onConfigure, onFocus });
  handlers.current = { onConfigure, onFocus };
  const [agreement, setAgreement] = useState<Agreement>(PROTOCOL_1_AGREEMENT);

  useEffect(() => {
    if (!isFramed()) return;
    const owned = connection === undefined ? startHostConnection<Api>({ allowedHostOrigins }) : null;
    const current = connection ?? owned;
    if (!current) return;
    const methods: OverlayMethods = {
      configure: (next: OverlayOptions) => handlers.current.onConfigure(next),
      focus: () => handlers.current.onFocus(),
    };
    const detach = current.attach(methods);
    const stopAgreed = current.onAgreed(setAgreement);
    let isCurrent = true;
    current.host.then(
      (host) => isCurrent && setConnectionState({ status: 'connected', host }),
      (error: Error) => isCurrent && setConnectionState({ status: 'failed', error }),
    );
    return () => {
      isCurrent = false;
      detach();
      stopAgreed();
      owned?.destroy();
    };
  }, [allowedHostOrigins, connection]);

  useEffect(() => (isFramed() ? answerIframeResizerParentLater({ allowedHostOrigins }) : undefined), [allowedHostOrigins]);

  const state: HostBridgeState<Api> = isInFrame ? connectionState : { status: 'standalone' };
  // Every contract has the plumbing; TypeScript cannot see through penpal's mapped proxy of a generic `Api`.
  const host = state.status === 'connected' ? (state.host as RemoteProxy<AnyHostApi>) : null;
  useEffect(() => {
    if (!host || !isReady || !contentRef.current) return;
    return observeHeight(contentRef.current, (height) => void host.resized(height));
  }, [host, isReady, contentRef]);

  // Heights start once the overlay is ready, so that is when it accepts input. The host's hello may come
  // before or after: whichever is last says it. A protocol-1 host has no such method, and is not told.
  const canNotice = agreement.capabilities.includes(CAPABILITIES.interactiveNotice);
  useEffect(() => {
    if (host && isReady && canNotice) void host.interactive();
  }, [host, isReady, canNotice]);

  return state;
}
