/**
 * A status message one page leaves in the history state of the page it navigates to, which says it
 * once the page shows (join and save, save to my trips: "saved to your trips"). Named here so the page
 * that leaves it and the page that shows it do not import each other.
 */
export type StatusMessageState = { statusMessage: string };

export const withStatusMessage = (statusMessage: string): StatusMessageState => ({ statusMessage });

/** The status message a history state carries, or null. */
export function statusMessageOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { statusMessage } = state as { statusMessage?: unknown };
  return typeof statusMessage === 'string' && statusMessage ? statusMessage : null;
}
