import type { AnswerIframeResizerParentOptions } from './iframe-resizer-compat';

/**
 * Overlay side, when framed: `answerIframeResizerParent` with its own code in a chunk fetched after the
 * first render (0.5 kB gzip). In the entry, that code would add about 240 bytes gzip to every overlay's
 * first load, all the sign-in overlay had left of its 90 kB budget; this wrapper adds under 150. Waiting
 * costs nothing: once listening, it asks the parent for iframe-resizer's init. Returns a function that
 * stops listening, or keeps the listener from starting if the chunk is still on its way.
 */
export function answerIframeResizerParentLater(options: AnswerIframeResizerParentOptions): () => void {
  let stop: (() => void) | undefined;
  let isStopped = false;
  import('./iframe-resizer-compat').then(
    ({ answerIframeResizerParent }) => {
      if (!isStopped) stop = answerIframeResizerParent(options);
    },
    // The browser has reported the failed request; the frame keeps the height its page gives it.
    () => {},
  );
  return () => {
    isStopped = true;
    stop?.();
  };
}
