import type { RemoteProxy } from 'penpal';
import { connectHost, isFramed, type ConnectHostOptions } from './connect-host';
import type { AnyHostApi, OverlayApi, OverlayOptions } from './protocol';
import type { Agreement } from './protocol/version';

/** The overlay's own methods, handed over once its UI can answer them. */
export type OverlayMethods = Pick<OverlayApi, 'configure' | 'focus'>;

/**
 * Overlay side: a connection to the framing host, started as the overlay's script runs rather than
 * once React has rendered, so the handshake runs while the page hydrates. The host may call before the
 * UI can answer: the last `configure` and a `focus` wait for `attach`. `Api` is the host's contract.
 */
export type StartedHostConnection<Api extends AnyHostApi> = {
  host: Promise<RemoteProxy<Api>>;
  /** What the host and this overlay agreed to speak: protocol 1 until the host says hello. */
  agreement(): Agreement;
  /** Told when the host said hello and the two agreed; at once when they already had. Answers the function that stops telling. */
  onAgreed(listener: (agreement: Agreement) => void): () => void;
  /** Hands the overlay's methods over; a configure or focus that came before is answered now. Answers the function that takes them back. */
  attach(methods: OverlayMethods): () => void;
  destroy(): void;
};

/** Starts the handshake with the framing host, or answers null for a page opened on its own. */
export function startHostConnection<Api extends AnyHostApi>(options: Omit<ConnectHostOptions, 'methods' | 'onAgreed'>): StartedHostConnection<Api> | null {
  if (!isFramed()) return null;
  let attached: OverlayMethods | null = null;
  // Each configure carries every option, so only the last one before attach matters.
  let pendingConfigure: OverlayOptions | null = null;
  let isFocusPending = false;
  let agreed: Agreement | null = null;
  const listeners = new Set<(agreement: Agreement) => void>();
  const connection = connectHost<Api>({
    ...options,
    methods: {
      configure(next) {
        if (attached) return attached.configure(next);
        pendingConfigure = next;
      },
      focus() {
        if (attached) return attached.focus();
        isFocusPending = true;
      },
    },
    onAgreed(agreement) {
      agreed = agreement;
      listeners.forEach((listener) => listener(agreement));
    },
  });
  return {
    host: connection.host,
    agreement: connection.agreement,
    onAgreed(listener) {
      listeners.add(listener);
      if (agreed) listener(agreed);
      return () => listeners.delete(listener);
    },
    attach(methods) {
      attached = methods;
      if (pendingConfigure) {
        const next = pendingConfigure;
        pendingConfigure = null;
        methods.configure(next);
      }
      if (isFocusPending) {
        isFocusPending = false;
        methods.focus();
      }
      return () => {
        if (attached === methods) attached = null;
      };
    },
    destroy: connection.destroy,
  };
}
