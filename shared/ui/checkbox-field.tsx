import { css } from '@linaria/core';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy } from './field-styles';
import { FieldError } from './field-error';
import { colors, focusRing, space } from './theme';

const rootClass = css`
  margin-bottom: ${space.sm};
`;

const rowClass = css`
  display: flex;
  align-items: flex-start;
  gap: ${space.xs};
  min-height: 44px;
  & > label {
    padding-top: 0.0625rem;
    cursor: pointer;
  }
  & > input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${colors.brand};
  }
  & > input[aria-invalid='true'] {
    outline: 2px solid ${colors.error};
    outline-offset: 1px;
  }
  /* Where the error handling sends the focus: the focus ring must show over the error's outline. */
  & > input[aria-invalid='true']:focus-visible {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.offset};
  }
`;

const descriptionClass = css`
  margin: ${space.xxs} 0 0;
  padding-inline-start: 1.75rem;
  color: ${colors.inkMuted};
  font-size: 0.9375rem;
`;

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value'> & {
  /** The value a box of a group stands for; a lone yes/no box's form library may pass its boolean, which is ignored. */
  value?: string | boolean | undefined;
  /** The box's words; a link inside them stays its own focus stop. */
  label: ReactNode;
  /** Longer words under the box (a policy it accepts), read after its label as its description. */
  description?: ReactNode;
  error?: string | undefined;
  inputRef?: React.Ref<HTMLInputElement>;
};

/** A checkbox with its label beside it and its error tied to it through `aria-describedby`. */
export function CheckboxField({ label, description, error, inputRef, value, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={rootClass}>
      <div className={rowClass}>
        <input {...input} value={typeof value === 'string' ? value : undefined} ref={inputRef} id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { error, hint: description })} />
        <label htmlFor={id}>{label}</label>
      </div>
      {description ? (
        <p id={`${id}-hint`} className={descriptionClass}>
          {description}
        </p>
      ) : null}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
