import { useEffect } from 'react';

/**
 * Escape pressed inside the frame never reaches the host's dialog, so pass it on (pass null where
 * there is nothing to close). The call waits for the key event to finish: closing the dialog moves
 * focus out of this frame, and Chromium drops the acknowledgement of a key event whose frame loses
 * focus while handling it (automation then hangs).
 */
export function useEscapeClosesHost(host: { close(): Promise<void> } | null) {
  useEffect(() => {
    if (!host) return;
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setTimeout(() => void host.close(), 0);
    };
    document.addEventListener('keyup', onKeyUp);
    return () => document.removeEventListener('keyup', onKeyUp);
  }, [host]);
}
