import { css } from '@linaria/core';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './field-error';
import { describedBy, fieldLabelClass, fieldRootClass } from './field-styles';
import { withWesternDigits } from './with-western-digits';
import { colors, radii } from './theme';

const inputRowClass = css`
  display: flex;
  align-items: stretch;
  border: 1px solid ${colors.line};
  border-radius: ${radii.control};
  background: ${colors.surface};
  &:focus-within {
    border-color: ${colors.focus};
  }
  &[data-invalid='true'] {
    border-color: ${colors.error};
  }
  & > input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
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

