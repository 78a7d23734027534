import type { OfferRevisionReader } from '../booking/offer-revision';

/**
 * What a resolver tells of the answer it helps make, so the answer can be kept for as long as it is
 * true and no longer: beyond the content revision and the UTC day every kept answer is keyed by
 * (public-answer-cache.ts), the hotels whose rooms free it read, and the instant the clock alone
 * changes it (a free-cancellation deadline passing, the hotel's day ending).
 */
export type AnswerTerms = {
  /** Call before reading what the hotel has free: its offer revision is read first, as the rule is. */
  readsOffersOf(hotelCode: string): Promise<void>;
  /** The answer says something that stops being true at `instant`. */
  trueUntil(instant: Date): void;
};

/** The terms an answer was made under: each hotel's offer revision read, and until when (ms) it holds. */
export type KeptAnswerTerms = { offerRevisions: ReadonlyMap<string, string>; trueUntil: number };

/** Terms for one request's resolvers to fill, and what they filled. */
export function collectAnswerTerms(offerRevisions: OfferRevisionReader) {
  const read = new Map<string, string>();
  let until = Number.POSITIVE_INFINITY;
  const terms: AnswerTerms = {
    async readsOffersOf(hotelCode) {
      if (!read.has(hotelCode)) read.set(hotelCode, await offerRevisions.current(hotelCode));
    },
    trueUntil(instant) {
      until = Math.min(until, instant.getTime());
    },
  };
  return { terms, collected: (): KeptAnswerTerms => ({ offerRevisions: read, trueUntil: until }) };
}

/** Whether an answer kept under `kept` is still true at `now`, each hotel's offers read again. */
export async function termsStillHold(kept: KeptAnswerTerms, now: Date, offerRevisions: OfferRevisionReader): Promise<boolean> {
  if (now.getTime() >= kept.trueUntil) return false;
  for (const [hotelCode, revision] of kept.offerRevisions) {
    if ((await offerRevisions.current(hotelCode)) !== revision) return false;
  }
  return true;
}
