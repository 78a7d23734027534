import type { Clock } from '../auth/clock';
import { offerRevisionReader } from '../booking/offer-revision';
import { contentRevisionReader } from '../content/content-revision';
import type { Database } from '../db/database';
import { collectAnswerTerms, termsStillHold, type KeptAnswerTerms } from './answer-terms';
import type { PublicPersistedCall } from './public-persisted-call';

/** A shared answer as it was sent: its bytes, their type, entity tag and caching headers, and the terms it holds under. */
export type PublicAnswer = { body: string; contentType: string; entityTag: string; cacheControl: string; vary: string; terms: KeptAnswerTerms };

export type PublicAnswerCacheOptions = {
  db: Database;
  clock: Clock;
  /** Answers kept at most; the least recently used goes first. A hotel page's answer is 1 to 3 kB. */
  maxEntries?: number;
};

// Headers longer than any browser sends are not worth a place in the cache.
const HEADER_MAX = 256;

/**
 * The answers of shared operations (public-query.ts: hotel header, overview, details, reviews, list,
 * offers, and a visitor's rate search), kept in memory under everything they depend on: the content revision, known before the answer is
 * read (so an answer kept is never older than its revision; content-revision.ts), the UTC day (notices
 * in force), the operation and its variables, and the `accept-language` and `accept` headers (the
 * answer's words and media type). Any write to hotel content moves the revision (migrations 0011 and
 * 0034's triggers), whichever process or tool made it, so the next request reads afresh; nothing of a
 * browser's cookies is in the key because a shared operation runs without them
 * (cache-control-plugin.ts). An answer is given again only while the terms its resolvers told hold
 * (answer-terms.ts): the offer revision of each hotel whose rooms free it read, and the instant its
 * words change by the clock.
 */
export function createPublicAnswerCache({ db, clock, maxEntries = 500 }: PublicAnswerCacheOptions) {
  const answers = new Map<string, PublicAnswer>();
  const contentRevision = contentRevisionReader(db);
  const offerRevisions = offerRevisionReader(db);
  let revision = '';

  return {
    /** The key a call's answer is kept under now; null when its headers are too long to be worth keeping. */
    async keyOf(call: PublicPersistedCall, headers: { acceptLanguage?: string; accept?: string }): Promise<string | null> {
      const acceptLanguage = headers.acceptLanguage ?? '';
      const accept = headers.accept ?? '';
      if (acceptLanguage.length > HEADER_MAX || accept.length > HEADER_MAX) return null;
      const current = await contentRevision.current();
      // Answers of an older revision can never be asked for again.
      if (current !== revision) {
        answers.clear();
        revision = current;
      }
      const utcDay = clock().toISOString().slice(0, 10);
      return JSON.stringify([current, utcDay, call.sha256Hash, call.variables, acceptLanguage, accept]);
    },

    /** Terms for one request's resolvers to tell, read first as the key's revision is. */
    collectTerms: () => collectAnswerTerms(offerRevisions),

    /** The answer kept under `key`, while its terms still hold. */
    async get(key: string): Promise<PublicAnswer | undefined> {
      const answer = answers.get(key);
      if (!answer) return undefined;
      if (!(await termsStillHold(answer.terms, clock(), offerRevisions))) {
        // Unless another request kept a newer one meanwhile.
        if (answers.get(key) === answer) answers.delete(key);
        return undefined;
      }
      // Most recently used last, so the first entry is the one to evict.
      answers.delete(key);
      answers.set(key, answer);
      return answer;
    },

    set(key: string, answer: PublicAnswer): void {
      // A request that read an older revision than the one now kept would only add an answer nobody asks for.
      if (!key.startsWith(`["${revision}",`)) return;
      answers.set(key, answer);
      if (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
    },
  };
}

export type PublicAnswerCache = ReturnType<typeof createPublicAnswerCache>;
