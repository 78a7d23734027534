import { useId, type TextareaHTMLAttributes } from 'react';
import { describedBy, fieldControlClass, fieldHintClass, fieldLabelClass, fieldRootClass } from './field-styles';
import { FieldError } from './field-error';
import { withWesternDigits } from './with-western-digits';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  /** Words under the field, e.g. a character counter; read after the label. */
  hint?: string;
  error?: string | undefined;
  textAreaRef?: React.Ref<HTMLTextAreaElement>;
};

/** A labelled `<textarea>` with its hint and error tied to it through `aria-describedby`; digits read as Western ones. */
export function TextAreaField({ label, hint, error, textAreaRef, onChange, ...textArea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={fieldRootClass}>
      <label className={fieldLabelClass} htmlFor={id}>
        {label}
      </label>
      <textarea
        rows={3}
        {...textArea}
        ref={textAreaRef}
        id={id}
        onChange={onChange ? (event) => onChange(withWesternDigits(event)) : undefined}
        className={fieldControlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
      />
      {hint ? (
        <p className={fieldHintClass} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
