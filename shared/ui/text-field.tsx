import { styled } from '@linaria/react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { colors, radii } from './theme';

const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-bottom: 1rem;
`;

const Label = styled.label`
  font-weight: 600;
`;

const InputRow = styled.div`
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

const FieldError = styled.p`
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
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
      <InputRow data-invalid={Boolean(error)}>
        <input
          {...input}
          ref={inputRef}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {trailing}
      </InputRow>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldRoot>
  );
}
