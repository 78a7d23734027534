import { css } from '@linaria/core';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { colors, radii } from './theme';

const fieldRootClass = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-bottom: 1rem;
`;

const labelClass = css`
  font-weight: 600;
`;

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

const fieldErrorClass = css`
  margin: 0;
  color: ${colors.error};
  font-size: 0.875rem;
`;

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** The message to show under the field; when set the input is marked invalid. */
  error?: string | undefined;
  /** Extra control inside the input's frame, e.g. a show-password button. */
  trailing?: ReactNode;
  inputRef?: React.Ref<HTMLInputElement>;
};

/** A labelled input with its error tied to it through `aria-describedby`. */
export function TextField({ label, error, trailing, inputRef, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldRootClass}>
      <label className={labelClass} htmlFor={id}>{label}</label>
      <div className={inputRowClass} data-invalid={Boolean(error)}>
        <input
          {...input}
          ref={inputRef}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {trailing}
      </div>
      {error ? <p className={fieldErrorClass} id={errorId}>{error}</p> : null}
    </div>
  );
}
