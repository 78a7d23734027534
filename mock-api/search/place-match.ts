/**
 * How a typed destination is compared with a name: letter case, accents and punctuation aside, so
 * "sao" finds "São Paulo" and "kings" finds "King's Cross". `locale` decides the case folding (the
 * Turkish dotted and dotless i).
 */
export function foldForMatch(text: string, locale = 'en-US'): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’]/g, '')
    .toLocaleLowerCase(locale)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How well a name matches a folded query, best first; null when it does not. */
export const MatchRank = { WholeName: 0, NameStart: 1, WordStart: 2 } as const;
export type MatchRank = (typeof MatchRank)[keyof typeof MatchRank];

/** The rank of `name` (already folded) for `query` (already folded, not empty). */
export function matchRank(name: string, query: string): MatchRank | null {
  if (name === query) return MatchRank.WholeName;
  if (name.startsWith(query)) return MatchRank.NameStart;
  if (` ${name}`.includes(` ${query}`)) return MatchRank.WordStart;
  return null;
}
