import { useEffect, useRef, useState } from 'react';

/**
 * A key for an overlay frame that changes each time its dialog closes, so the next opening starts a
 * fresh overlay (loading hidden in the background) and nothing typed into the last one outlives it.
 */
export function useFreshOverlayKey(isOpen: boolean): number {
  const [generation, setGeneration] = useState(0);
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (wasOpen.current && !isOpen) setGeneration((value) => value + 1);
    wasOpen.current = isOpen;
  }, [isOpen]);
  return generation;
}
