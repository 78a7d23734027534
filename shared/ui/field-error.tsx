import { fieldErrorClass } from './field-styles';

/** A field's error under it, with the id `describedBy` names (`{fieldId}-error`); nothing when there is none. */
export function FieldError({ fieldId, error }: { fieldId: string; error: string | undefined }) {
  return error ? (
    <p className={fieldErrorClass} id={`${fieldId}-error`}>
      {error}
    </p>
  ) : null;
}
