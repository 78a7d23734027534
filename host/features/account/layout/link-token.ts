/**
 * The token of an e-mailed link (a reset or a join link), from the address's fragment (`#token=…`): the browser never sends a
 * fragment, so the token reaches our server only in the call that spends it. Null when there is none.
 */
export function linkTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token ? token : null;
}
