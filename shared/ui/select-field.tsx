import { useId, type SelectHTMLAttributes } from 'react';
import { describedBy, fieldControlClass, fieldLabelClass, fieldRootClass } from './field-styles';
import { FieldError } from './field-error';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Select…"); left out when the field always has a value. */
  placeholder?: string;
  error?: string | undefined;
  selectRef?: React.Ref<HTMLSelectElement>;
};

/** A labelled `<select>` with its error tied to it through `aria-describedby`, as TextField does for inputs. */
export function SelectField({ label, options, placeholder, error, selectRef, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className ? `${fieldRootClass} ${className}` : fieldRootClass}>
      <label className={fieldLabelClass} htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        ref={selectRef}
        id={id}
        className={fieldControlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
