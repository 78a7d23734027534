import type { FieldMetaState } from 'react-final-form';

/**
 * A field's message once it is due: its own check after a submit, or after the guest typed in it and
 * left; a server refusal until the guest changes the field again.
 */
export function shownError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return meta.submitError as string;
  return meta.submitFailed || (meta.touched && meta.modified) ? (meta.error as string | undefined) : undefined;
}
