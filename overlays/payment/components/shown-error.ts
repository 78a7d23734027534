import type { FieldMetaState } from 'react-final-form';

/**
 * A field's message once it is due: a refusal of the server on it first, then its own check after a
 * submit, or after the guest typed in it and left.
 */
export function shownError(meta: FieldMetaState<unknown>, refusal: string | undefined): string | undefined {
  if (refusal) return refusal;
  return meta.submitFailed || (meta.touched && meta.modified) ? (meta.error as string | undefined) : undefined;
}
