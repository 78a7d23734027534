/** The history state the upcoming page leaves when a cancel went through, for the confirmation page. */
export const cancelledState = { fromCancel: true } as const;

export function isCancelledState(state: unknown): state is typeof cancelledState {
  return typeof state === 'object' && state !== null && (state as { fromCancel?: unknown }).fromCancel === true;
}
