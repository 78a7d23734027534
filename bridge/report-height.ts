/**
 * Calls `report` with the element's height whenever it changes, rounded up to whole pixels so the
 * frame never clips a fraction of a line. Returns a function that stops observing.
 */
export function observeHeight(element: Element, report: (height: number) => void): () => void {
  let last = -1;
  const send = () => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    report(height);
  };
  const observer = new ResizeObserver(send);
  observer.observe(element);
  send();
  return () => observer.disconnect();
}

/** The spec sets the overlay frame to its content height plus 20 px. */
export const FRAME_HEIGHT_PADDING_PX = 20;

export function frameHeightFor(contentHeight: number): number {
  return contentHeight + FRAME_HEIGHT_PADDING_PX;
}
