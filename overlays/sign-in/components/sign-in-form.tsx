import { styled } from '@linaria/react';
import { FORM_ERROR, type FormApi } from 'final-form';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Field, Form } from 'react-final-form';
import { LOGIN_MAX_LENGTH, PASSWORD_MAX_LENGTH, validateSignIn, type SignInInput } from '../../../shared/validation/sign-in';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { PasswordField } from './password-field';
import { readRememberMe, storeRememberMe } from './remember-me';

const CheckboxRow = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 1rem;
  & > input {
    width: 20px;
    height: 20px;
  }
`;

const Submit = styled(Button)`
  width: 100%;
`;

/** A refused attempt: the message shown above the form. */
export type SignInSubmitResult = { message: string } | undefined;

export type SignInFormHandle = { focusLogin(): void };

export type SignInFormProps = {
  onSubmit(values: Required<SignInInput>): Promise<SignInSubmitResult>;
  handleRef?: Ref<SignInFormHandle>;
};

/**
 * The sign-in form: login (e-mail or member number), password with show/hide, remember-me.
 * Checks run before any request; a refused attempt clears the password and keeps the login.
 */
export function SignInForm({ onSubmit, handleRef }: SignInFormProps) {
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // After a refusal the password is emptied on purpose; "Enter your password" would only add noise
  // until the user types or submits again.
  const [isPasswordJustCleared, setPasswordJustCleared] = useState(false);
  useImperativeHandle(handleRef, () => ({ focusLogin: () => loginRef.current?.focus() }), []);

  const submit = async (values: SignInInput, form: FormApi<SignInInput>) => {
    setPasswordJustCleared(false);
    const result = await onSubmit({
      login: values.login ?? '',
      password: values.password ?? '',
      rememberMe: values.rememberMe ?? true,
    });
    if (!result) return undefined;
    // Clear the password and move the cursor there, ready for the next try.
    form.change('password', '');
    setPasswordJustCleared(true);
    passwordRef.current?.focus();
    return { [FORM_ERROR]: result.message };
  };

  return (
    <Form<SignInInput> onSubmit={submit} validate={validateSignIn} initialValues={{ rememberMe: readRememberMe() }}>
      {({ handleSubmit, submitting, submitError }) => (
        <form
          onSubmit={(event) => {
            setPasswordJustCleared(false);
            return handleSubmit(event);
          }}
          noValidate
          aria-label="Sign in"
        >
          {submitError ? <ErrorAlert>{submitError}</ErrorAlert> : null}
          <Field<string> name="login">
            {({ input, meta }) => (
              <TextField
                {...input}
                inputRef={loginRef}
                label="Email or member number"
                autoComplete="username"
                maxLength={LOGIN_MAX_LENGTH}
                spellCheck={false}
                error={meta.touched ? meta.error : undefined}
              />
            )}
          </Field>
          <Field<string> name="password">
            {({ input, meta }) => (
              <PasswordField
                {...input}
                onChange={(event) => {
                  setPasswordJustCleared(false);
                  input.onChange(event);
                }}
                inputRef={passwordRef}
                label="Password"
                autoComplete="current-password"
                maxLength={PASSWORD_MAX_LENGTH}
                error={meta.touched && !isPasswordJustCleared ? meta.error : undefined}
              />
            )}
          </Field>
          <Field<boolean> name="rememberMe" type="checkbox">
            {({ input }) => (
              <CheckboxRow>
                <input
                  name={input.name}
                  type="checkbox"
                  checked={input.checked ?? false}
                  onBlur={input.onBlur}
                  onFocus={input.onFocus}
                  onChange={(event) => {
                    input.onChange(event);
                    storeRememberMe(event.target.checked);
                  }}
                />
                Remember me
              </CheckboxRow>
            )}
          </Field>
          {/* Keeping focus where it is on mouse down means no blur-time error can shift the button
              away between mouse down and mouse up and swallow the click. */}
          <Submit type="submit" isBusy={submitting} onMouseDown={(event) => event.preventDefault()}>
            Sign in
          </Submit>
        </form>
      )}
    </Form>
  );
}
