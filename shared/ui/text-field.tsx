import { css } from '@linaria/core';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './field-error';
import { describedBy, fieldFrameStyles, fieldLabelClass, fieldRootClass } from './field-styles';
import { withWesternDigits } from './with-western-digits';
import { radii, space } from './theme';

const inputRowClass = css`
  display: flex;
  align-items: stretch;
  ${fieldFrameStyles()}
  & > input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: ${space.xs} ${space.sm};
    border: none;
    border-radius: ${radii.control};
    font: inherit;
    background: transparent;
    color: inherit;
  }
`;

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** The message to show under the field; when set the input is marked invalid. */
  error?: string | undefined;
  /** Extra control inside the input's frame, e.g. a show-password button. */
  trailing?: ReactNode;
  inputRef?: React.Ref<HTMLInputElement>;
};

/**
 * A labelled input with its error tied to it through `aria-describedby`. Arabic-Indic and Devanagari
 * digits are read as Western ones as they are typed (spec 02 section 9), so a number typed on an Arabic
 * or Hindi keyboard is the same number to every check and to the server.
 */
export function TextField({ label, error, trailing, inputRef, onChange, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={fieldRootClass}>
      <label className={fieldLabelClass} htmlFor={id}>{label}</label>
      <div className={inputRowClass} data-invalid={Boolean(error)}>
        <input
          {...input}
          ref={inputRef}
          id={id}
          onChange={onChange ? (event) => onChange(withWesternDigits(event)) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
        />
        {trailing}
      </div>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

