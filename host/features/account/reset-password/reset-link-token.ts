/**
 * The token of a reset link, from the address's fragment (`#token=…`): the browser never sends a
 * fragment, so the token reaches our server only in the call that spends it. Null when there is none.
 */
export function resetLinkTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token ? token : null;
}
