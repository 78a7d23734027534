/**
 * The token of an e-mailed link (a reset or a join link, `#token=…`; a campaign's prefilled join link,
 * `#prefill=…`), from the address's fragment: the browser never sends a fragment, so the token reaches
 * our server only in the call that uses it. Null when there is none.
 */
export function linkTokenOf(hash: string, name: 'token' | 'prefill' = 'token'): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(name);
  return token ? token : null;
}
