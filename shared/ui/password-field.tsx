import { useState } from 'react';
import { useMessages } from '../i18n/messages-context';
import { css } from '@linaria/core';
import { TextField, type TextFieldProps } from './text-field';
import { colors } from './theme';

const toggleClass = css`
  padding: 0 0.75rem;
  border: none;
  background: none;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${colors.ink};
  text-decoration: underline;
  cursor: pointer;
`;

/** A password input with a Show/Hide button that keeps its name while its pressed state changes. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [isVisible, setVisible] = useState(false);
  const { t } = useMessages();
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      trailing={
        <button className={toggleClass}
          type="button"
          aria-pressed={isVisible}
          aria-label={t('passwordField.show.label')}
          // The cursor stays in the password field while its text is shown or hidden.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((value) => !value)}
        >
          {isVisible ? t('passwordField.hide') : t('passwordField.show')}
        </button>
      }
    />
  );
}
