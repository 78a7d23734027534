import { embedApiPaths, type OriginCheckResponse } from '../shared/domain/embed-api';

const answers = new Map<string, Promise<OriginCheckResponse>>();

/**
 * Asks the overlay origin whether this page's origin may frame its overlays (the server's
 * frame-ancestors list), once per page. A refused page would otherwise get a blank frame from the
 * browser and nothing else; with the answer first, the loader fails visibly and says why.
 */
export function checkOrigin(overlayOrigin: string): Promise<OriginCheckResponse> {
  let answer = answers.get(overlayOrigin);
  if (!answer) {
    answer = fetch(`${overlayOrigin}${embedApiPaths.originCheck}`, { credentials: 'omit' }).then(async (response) => {
      if (!response.ok) throw new Error(`The overlay origin answered the origin check with ${response.status}.`);
      return (await response.json()) as OriginCheckResponse;
    });
    // A failed check may succeed later (the network came back): do not keep it.
    answer.catch(() => answers.delete(overlayOrigin));
    answers.set(overlayOrigin, answer);
  }
  return answer;
}
