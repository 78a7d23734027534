/**
 * A member's saved hotels (spec sections 4 and 5): ids are property codes, matched whatever their case
 * and kept upper case; a save never adds an id twice, an unsave changes nothing unless the id is there,
 * and an update is only attempted while the list holds at most 20 hotels. The save toggle and the
 * server both decide with these functions.
 */
export const MAX_SAVED_PROPERTIES = 20;

/** Property codes: five letters or digits (NYCTS). */
export const PROPERTY_CODE_PATTERN = /^[A-Za-z0-9]{5}$/;

export function normalizePropertyId(id: string): string {
  return id.trim().toUpperCase();
}

export function isPropertySaved(savedIds: readonly string[], id: string): boolean {
  const wanted = normalizePropertyId(id);
  return savedIds.some((saved) => normalizePropertyId(saved) === wanted);
}

/** Upper-cased, each id once, in the order first given. */
export function normalizeSavedIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map(normalizePropertyId))];
}

/** What saving (`save: true`) or unsaving one hotel does to the list. */
export type SavedPropertiesChange =
  | { kind: 'unchanged' }
  | { kind: 'update'; savedIds: string[] }
  | { kind: 'tooMany'; limit: number };

export function changeSavedProperties(savedIds: readonly string[], id: string, save: boolean): SavedPropertiesChange {
  const current = normalizeSavedIds(savedIds);
  const wanted = normalizePropertyId(id);
  if (save === isPropertySaved(current, wanted)) return { kind: 'unchanged' };
  const next = save ? [...current, wanted] : current.filter((saved) => saved !== wanted);
  return next.length > MAX_SAVED_PROPERTIES ? { kind: 'tooMany', limit: MAX_SAVED_PROPERTIES } : { kind: 'update', savedIds: next };
}

/** Status codes of `updateCustomerSavedProperties` (spec: the first status code says success or not). */
export const SavedPropertiesStatus = {
  Success: 'SUCCESS',
  /** Another tab or device changed the list since it was read: nothing was changed. */
  StaleRevision: 'STALE_REVISION',
  TooMany: 'TOO_MANY_SAVED_PROPERTIES',
  UnknownProperty: 'UNKNOWN_PROPERTY',
  InvalidPropertyId: 'INVALID_PROPERTY_ID',
  NotSignedIn: 'NOT_SIGNED_IN',
  NotYourAccount: 'NOT_YOUR_ACCOUNT',
} as const;
export type SavedPropertiesStatus = (typeof SavedPropertiesStatus)[keyof typeof SavedPropertiesStatus];

/** The words for each status, shown to the member or logged. */
export const savedPropertiesMessages: Record<SavedPropertiesStatus, string> = {
  SUCCESS: 'Your saved hotels are up to date.',
  STALE_REVISION: 'Your saved hotels changed in another window. Nothing was changed here; try again.',
  TOO_MANY_SAVED_PROPERTIES: `You can save up to ${MAX_SAVED_PROPERTIES} hotels. Remove one to save another.`,
  UNKNOWN_PROPERTY: 'One of those hotels does not exist.',
  INVALID_PROPERTY_ID: 'A hotel id is a five-character property code such as NYCTS.',
  NOT_SIGNED_IN: 'Sign in to change your saved hotels.',
  NOT_YOUR_ACCOUNT: 'You can only change the saved hotels of your own account.',
};

/** The spec compares the first status code case-insensitively with success. */
export function isSavedPropertiesSuccess(statusCodes: readonly string[]): boolean {
  return statusCodes[0]?.toUpperCase() === SavedPropertiesStatus.Success;
}
