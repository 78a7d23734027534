import { useEffect, useRef, useState } from 'react';
import type { RemoteProxy } from 'penpal';
import { connectHost, isFramed } from '../connect-host';
import { observeHeight } from '../report-height';
import { answerIframeResizerParentLater } from '../iframe-resizer-compat-later';
import type { AnyHostApi, OverlayApi, OverlayOptions } from '../protocol';
import { CAPABILITIES, PROTOCOL_1_AGREEMENT, type Agreement } from '../protocol/version';

/** `Api` is this overlay's contract with its host (e.g. SignInHostApi). */
export type HostBridgeState<Api extends AnyHostApi> =
  | { status: 'standalone' }
  | { status: 'connecting' }
  | { status: 'connected'; host: RemoteProxy<Api> }
  | { status: 'failed'; error: Error };

export type UseHostBridgeOptions = {
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
};

/**
 * Overlay side: connects to the framing host (or reports `standalone` when opened as a page), and
 * keeps the host informed of the content's height.
 */
export function useHostBridge<Api extends AnyHostApi>({ allowedHostOrigins, contentRef, onConfigure, onFocus, isReady = true }: UseHostBridgeOptions) {
  const [state, setState] = useState<HostBridgeState<Api>>(() => (isFramed() ? { status: 'connecting' } : { status: 'standalone' }));
  const handlers = useRef({ onConfigure, onFocus });
  handlers.current = { onConfigure, onFocus };
  const [agreement, setAgreement] = useState<Agreement>(PROTOCOL_1_AGREEMENT);

  useEffect(() => {
    if (!isFramed()) return;
    const connection = connectHost<Api>({
      allowedHostOrigins,
      methods: {
        configure: (options) => handlers.current.onConfigure(options),
        focus: () => handlers.current.onFocus(),
      } satisfies Pick<OverlayApi, 'configure' | 'focus'>,
      onAgreed: setAgreement,
    });
    let isCurrent = true;
    connection.host.then(
      (host) => isCurrent && setState({ status: 'connected', host }),
      (error: Error) => isCurrent && setState({ status: 'failed', error }),
    );
    return () => {
      isCurrent = false;
      connection.destroy();
    };
  }, [allowedHostOrigins]);

  useEffect(() => (isFramed() ? answerIframeResizerParentLater({ allowedHostOrigins }) : undefined), [allowedHostOrigins]);

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
