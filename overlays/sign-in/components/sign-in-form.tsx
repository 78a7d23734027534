import { css } from '@linaria/core';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { useImperativeHandle, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import {
  checksLoginWhileTyping,
  LOGIN_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  signInPageWarning,
  validateSignIn,
  type SignInInput,
  type SignInRules,
} from '../../../shared/validation/sign-in';
import type { MessageRef } from '../../../shared/i18n/message-ref';
import { useMessages } from '../../../shared/i18n/messages-context';
import { useIsHydrated } from '../../../shared/ssr/use-is-hydrated';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { draftBrowserValues, formDraft, SaveDraft } from '../../../shared/ui/form-draft';
import { KeepTypedBeforeHydration } from '../../../shared/ui/keep-typed-before-hydration';
import { TextField } from '../../../shared/ui/text-field';
import { PasswordField } from '../../../shared/ui/password-field';
import { readRememberMe, storeRememberMe } from './remember-me';
import { Form } from '../../../shared/ui/form';

const checkboxRowClass = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 1rem;
  & > input {
    width: 20px;
    height: 20px;
  }
`;

const submitClass = css`
  width: 100%;
`;

/**
 * A refused attempt: the banner's messages, named for the form to say in its locale, and for the
 * enrollment style the marks on both fields.
 */
export type SignInRefusal = {
  message: MessageRef<'refusals'>;
  header?: MessageRef<'refusals'>;
  secondMessage?: MessageRef<'refusals'>;
  marksBothFields?: boolean;
};
export type SignInSubmitResult = SignInRefusal | undefined;

export type SignInFormHandle = { focusLogin(): void };

export type SignInFormProps = {
  onSubmit(values: Required<SignInInput>): Promise<SignInSubmitResult>;
  rules: SignInRules;
  /** The remembered member number: the login field is read-only and shows it. */
  rememberedLogin: string | null;
  /** True until the initial set-up call answers, or when sign-in is off for the locale. */
  isDisabled?: boolean;
  /** False while what is typed may not be sent yet: framed, until the host has answered the handshake. */
  canSubmit?: boolean;
  showsRememberMe?: boolean;
  handleRef?: Ref<SignInFormHandle>;
};

/** The login typed into this frame's sign-in form, kept across a reload of it; a dialog opened again starts empty. */
const signInDraft = formDraft<SignInInput>('signIn', ['login'], 'frame');

/**
 * The sign-in form: login (e-mail or member number), password with show/hide, remember-me. Checks run
 * before any request (spec section 5). A field that was only passed through, never typed in, shows its
 * "required" error at submit, not on blur: an error appearing on blur moves everything below it between
 * mouse down and mouse up, and the click the visitor meant (say, "Not you?") lands nowhere. A refusal clears the password, and the login too unless the
 * member is remembered (spec 4, item 4). Rendered on the server, the fields take typing at once and keep
 * it through hydration; the form submits only once hydrated.
 */
export function SignInForm({ onSubmit, rules, rememberedLogin, isDisabled = false, canSubmit = true, showsRememberMe = true, handleRef }: SignInFormProps) {
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const formElementRef = useRef<HTMLFormElement>(null);
  // Before hydration the button is off: a form the browser submitted itself would put the password in the address.
  const isHydrated = useIsHydrated();
  const { t, say, sayProblem } = useMessages();
  // The tab's remember-me choice is in its storage, which the server cannot read: it renders the box
  // ticked, and hydration applies the choice (see KeepTypedBeforeHydration).
  const [rememberMeAtFirst] = useState(() => (isHydrated ? readRememberMe() : true));
  // What was typed before a reload (the host reloads a frame that stopped answering): the login, never the password.
  const [draft] = useState(() => (rememberedLogin === null ? signInDraft.read() : null));
  // After a refusal the fields are emptied on purpose; "required" messages would only add noise
  // until the user types or submits again.
  const [areFieldsJustCleared, setFieldsJustCleared] = useState(false);
  useImperativeHandle(handleRef, () => ({ focusLogin: () => (rememberedLogin ? passwordRef : loginRef).current?.focus() }), [rememberedLogin]);
  const effectiveRules = { ...rules, isRemembered: rememberedLogin !== null };
  // Typing ends the quiet period after a refusal emptied the fields.
  const changeClearing = (onChange: (event: ChangeEvent<HTMLInputElement>) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    setFieldsJustCleared(false);
    onChange(event);
  };
  // A field's own check shows only once it is due; the server's word on a field always shows.
  const errorShown = (meta: FieldMetaState<string>, isDue: boolean) =>
    isDue && !areFieldsJustCleared ? ((meta.error as string | undefined) ?? meta.submitError) : meta.submitError;

  const submit = async (values: SignInInput, form: FormApi<SignInInput>): Promise<SubmissionErrors | undefined> => {
    setFieldsJustCleared(false);
    const result = await onSubmit({
      login: rememberedLogin ?? values.login ?? '',
      password: values.password ?? '',
      rememberMe: showsRememberMe ? (values.rememberMe ?? true) : false,
    });
    if (!result) {
      signInDraft.clear();
      return undefined;
    }
    form.change('password', '');
    if (!rememberedLogin) form.change('login', '');
    setFieldsJustCleared(true);
    (rememberedLogin ? passwordRef : loginRef).current?.focus();
    return {
      [FORM_ERROR]: result,
      ...(result.marksBothFields ? { login: t('signIn.warning.credentials'), password: t('signIn.warning.credentials') } : {}),
    };
  };

  return (
    <Form<SignInInput>
      onSubmit={submit}
      validate={(values) => {
        // The rules name each field's problem; the page says it in its own locale.
        const { login, password } = validateSignIn(values, effectiveRules);
        return { login: sayProblem(login), password: sayProblem(password) };
      }}
      initialValues={{ rememberMe: showsRememberMe ? rememberMeAtFirst : false, login: rememberedLogin ?? (isHydrated ? draft?.login : undefined) ?? '' }}
    >
      {({ handleSubmit, submitting, submitError, values, submitFailed }) => {
        const refusal = submitError as SignInRefusal | undefined;
        const showsPageWarning = submitFailed && signInPageWarning(values.login, effectiveRules);
        return (
          <form
            ref={formElementRef}
            onSubmit={(event) => {
              setFieldsJustCleared(false);
              return handleSubmit(event);
            }}
            noValidate
            aria-label={t('signIn.form.label')}
          >
            {refusal ? (
              <Alert tone="error" heading={refusal.header ? say(refusal.header) : undefined}>
                {say(refusal.message)}
                {refusal.secondMessage ? <p>{say(refusal.secondMessage)}</p> : null}
              </Alert>
            ) : null}
            {showsPageWarning ? <Alert tone="warning">{t('signIn.warning.memberNumber')}</Alert> : null}
            <Field<string> name="login">
              {({ input, meta }) => {
                const isDue = Boolean(meta.submitFailed || (meta.modified && (meta.touched || (checksLoginWhileTyping(rules.mode) && Boolean(input.value)))));
                return (
                  <TextField
                    {...input}
                    onChange={changeClearing(input.onChange)}
                    inputRef={loginRef}
                    label={t('signIn.form.login.label')}
                    autoComplete="username"
                    maxLength={LOGIN_MAX_LENGTH}
                    spellCheck={false}
                    readOnly={rememberedLogin !== null}
                    disabled={isDisabled}
                    error={errorShown(meta, isDue)}
                  />
                );
              }}
            </Field>
            <Field<string> name="password">
              {({ input, meta }) => (
                <PasswordField
                  {...input}
                  onChange={changeClearing(input.onChange)}
                  inputRef={passwordRef}
                  label={t('signIn.form.password.label')}
                  autoComplete="current-password"
                  maxLength={PASSWORD_MAX_LENGTH}
                  disabled={isDisabled}
                  error={errorShown(meta, Boolean(meta.submitFailed || (meta.touched && meta.modified)))}
                />
              )}
            </Field>
            {showsRememberMe ? (
              <Field<boolean> name="rememberMe" type="checkbox">
                {({ input }) => (
                  <label className={checkboxRowClass}>
                    <input
                      name={input.name}
                      type="checkbox"
                      checked={input.checked ?? false}
                      disabled={isDisabled}
                      onBlur={input.onBlur}
                      onFocus={input.onFocus}
                      onChange={(event) => {
                        input.onChange(event);
                        storeRememberMe(event.target.checked);
                      }}
                    />
                    {t('signIn.form.rememberMe')}
                  </label>
                )}
              </Field>
            ) : null}
            {/* Keeping focus where it is on mouse down means no blur-time error can shift the button
                away between mouse down and mouse up and swallow the click. */}
            <Button className={submitClass} type="submit" isBusy={submitting} disabled={isDisabled || !isHydrated || !canSubmit} onMouseDown={(event) => event.preventDefault()}>
              {t('signIn.form.submit')}
            </Button>
            <KeepTypedBeforeHydration formRef={formElementRef} browserValues={{ ...draftBrowserValues(draft), ...(showsRememberMe ? { rememberMe: readRememberMe } : {}) }} />
            {rememberedLogin === null ? <SaveDraft draft={signInDraft} /> : null}
          </form>
        );
      }}
    </Form>
  );
}
