/** The history state the modify rate list leaves when a change went through, for the upcoming page's notice. */
export const changedState = { fromChange: true } as const;

export function isChangedState(state: unknown): state is typeof changedState {
  return typeof state === 'object' && state !== null && (state as { fromChange?: unknown }).fromChange === true;
}
