// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveSignInError, SignInErrorCode, signInMessageRef } from '../../../shared/domain/sign-in-errors';
import { loadAreas } from '../../../shared/i18n/messages';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { signInMessageInEnglish } from '../../../shared/i18n/refusals-in-english';
import type { SignInRules } from '../../../shared/validation/sign-in';
import { AREAS_WITH_REFUSALS } from '../experience/sign-in-submission';
import { SignInForm, type SignInFormProps } from './sign-in-form';

/** The field problems' en-US words, as the form shows them outside any page (the default locale). */
const signInFieldMessages = {
  credentialsRequired: 'Enter your email or member number.',
  emailRequired: 'Enter your email address or member number.',
  credentialsWarning: 'Use only letters, numbers and . _ - @ in your email or member number.',
  loginInvalid: 'Enter a valid email address or a 9-digit member number.',
  memberNumberLike: 'Member numbers have exactly 9 digits.',
  passwordRequired: 'Enter your password.',
};

beforeEach(() => sessionStorage.clear());

const intl: SignInRules = { mode: 'emailOrMember', isRemembered: false };
const us: SignInRules = { mode: 'credentials', isRemembered: false };

function setup(props: Partial<SignInFormProps> = {}) {
  const user = userEvent.setup();
  const onSubmit = props.onSubmit ?? vi.fn().mockResolvedValue(undefined);
  render(<SignInForm rules={intl} rememberedLogin={null} {...props} onSubmit={onSubmit} />);
  return {
    user,
    onSubmit,
    login: screen.getByLabelText('Email or member number'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

describe('SignInForm', () => {
  it('checks remember-me by default and keeps an unchecked box for the tab', async () => {
    const { user } = setup();
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(sessionStorage.getItem('portico.signIn.rememberMe')).toBe('false');
  });

  it('shows both field errors and sends nothing when both fields are empty', async () => {
    const { user, submit, onSubmit, login } = setup();
    await user.click(submit);
    expect(await screen.findByText(signInFieldMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(signInFieldMessages.passwordRequired)).toBeInTheDocument();
    expect(login).toHaveAttribute('aria-invalid', 'true');
    expect(login).toHaveAccessibleDescription(signInFieldMessages.emailRequired);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('uses the credentials message in the US mode', async () => {
    const { user, submit } = setup({ rules: us });
    await user.click(submit);
    expect(await screen.findByText(signInFieldMessages.credentialsRequired)).toBeInTheDocument();
  });

  it('checks the login while typing outside the US mode, and clears the error once valid', async () => {
    const { user, login } = setup();
    await user.type(login, 'ava');
    expect(screen.getByText(signInFieldMessages.loginInvalid)).toBeInTheDocument();
    await user.type(login, '.morgan@example.com');
    expect(screen.queryByText(signInFieldMessages.loginInvalid)).not.toBeInTheDocument();
  });

  it('does not check while typing in the US mode', async () => {
    const { user, login } = setup({ rules: us });
    await user.type(login, 'ava;');
    expect(screen.queryByText(signInFieldMessages.credentialsWarning)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(signInFieldMessages.credentialsWarning)).toBeInTheDocument();
  });

  it('warns inline and on the page about a member-number-like login, without a request', async () => {
    const { user, login, password, submit, onSubmit } = setup();
    await user.type(login, '12345678');
    await user.type(password, 'Stay#Well2026');
    await user.click(submit);
    expect(screen.getByText(signInFieldMessages.memberNumberLike)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Check your member number: Portico member numbers have 9 digits.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a trimmed member number, the password and remember-me with Enter', async () => {
    const { user, login, password, onSubmit } = setup();
    await user.type(login, ' 100000001 ');
    await user.type(password, 'Stay#Well2026{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ login: ' 100000001 ', password: 'Stay#Well2026', rememberMe: true }));
  });

  it('on a refusal shows the banner, clears both fields and focuses the login', async () => {
    const { user, login, password, submit } = setup({ onSubmit: vi.fn().mockResolvedValue({ message: signInMessageRef('genericWarningMessage') }) });
    await user.type(login, 'ava.morgan@example.com');
    await user.type(password, 'Wrong#Pass1');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(signInMessageInEnglish('genericWarningMessage'));
    expect(screen.getByRole('alert')).toHaveClass('error-sev1');
    expect(password).toHaveValue('');
    expect(login).toHaveValue('');
    expect(login).toHaveFocus();
    expect(screen.queryByText(signInFieldMessages.emailRequired)).not.toBeInTheDocument();
  });

  it('for a remembered member: read-only login with the member number, no format check, kept after a refusal', async () => {
    const onSubmit = vi.fn().mockResolvedValue({ message: signInMessageRef('lockoutWarningMessage') });
    const { user, login, password, submit } = setup({ rememberedLogin: '100000002', onSubmit });
    expect(login).toHaveValue('100000002');
    expect(login).toHaveAttribute('readonly');
    await user.type(password, 'Wrong#Pass1');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ login: '100000002', password: 'Wrong#Pass1', rememberMe: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('One more incorrect attempt will lock your account for 15 minutes.');
    expect(login).toHaveValue('100000002');
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
  });

  it('marks both fields when the refusal says so (enrollment style)', async () => {
    const { user, login, password, submit } = setup({
      showsRememberMe: false,
      onSubmit: vi.fn().mockResolvedValue({ message: signInMessageRef('credentialsWarning'), marksBothFields: true }),
    });
    expect(screen.queryByRole('checkbox', { name: 'Remember me' })).not.toBeInTheDocument();
    await user.type(login, 'ava.morgan@example.com');
    await user.type(password, 'Wrong#Pass1');
    await user.click(submit);
    await waitFor(() => expect(login).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps every input disabled until set-up completes', () => {
    const { login, password, submit } = setup({ isDisabled: true });
    expect(login).toBeDisabled();
    expect(password).toBeDisabled();
    expect(submit).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
  });

  it('shows a busy button while the request is under way', async () => {
    let finish: (value: undefined) => void = () => {};
    const { user, login, password, submit } = setup({ onSubmit: vi.fn(() => new Promise<undefined>((resolve) => (finish = resolve))) });
    await user.type(login, '100000001');
    await user.type(password, 'Stay#Well2026');
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    finish(undefined);
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('shows and hides the password', async () => {
    const { user, password } = setup();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('says the field problems in the page’s locale (Spanish)', async () => {
    await loadAreas('es-ES', AREAS_WITH_REFUSALS);
    const user = userEvent.setup();
    render(
      <MessagesProvider locale="es-ES">
        <SignInForm rules={intl} rememberedLogin={null} onSubmit={vi.fn()} />
      </MessagesProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Introduce tu dirección de correo electrónico o número de socio.')).toBeInTheDocument();
    expect(screen.getByText('Introduce tu contraseña.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo electrónico o número de socio'), '12345678');
    expect(screen.getByText('Los números de socio tienen exactamente 9 dígitos.')).toBeInTheDocument();
  });

  it('says a refusal in the page’s locale (Spanish): the enrollment style’s heading, message and second message', async () => {
    await loadAreas('es-ES', AREAS_WITH_REFUSALS);
    const refusal = resolveSignInError(SignInErrorCode.RegisteredToDcProgram, { isCredentialsMode: false, isEnrollmentStyle: true });
    const user = userEvent.setup();
    render(
      <MessagesProvider locale="es-ES">
        <SignInForm rules={intl} rememberedLogin={null} showsRememberMe={false} onSubmit={vi.fn().mockResolvedValue(refusal)} />
      </MessagesProvider>,
    );
    await user.type(screen.getByLabelText('Correo electrónico o número de socio'), 'ava.morgan@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'Wrong#Pass1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Este perfil pertenece a otro programa');
    expect(alert).toHaveTextContent('Este perfil está registrado en otro programa.');
    expect(alert).toHaveTextContent('Inicia sesión con la cuenta que usas para ese programa o llama al Servicio de Atención al Socio para trasladarlo.');
    expect(alert).not.toHaveTextContent('programme');
  });

  it('says a lockout warning in Japanese, with the lock’s minutes', async () => {
    await loadAreas('ja-JP', AREAS_WITH_REFUSALS);
    const user = userEvent.setup();
    render(
      <MessagesProvider locale="ja-JP">
        <SignInForm rules={intl} rememberedLogin="100000002" onSubmit={vi.fn().mockResolvedValue({ message: signInMessageRef('lockoutWarningMessage') })} />
      </MessagesProvider>,
    );
    await user.type(screen.getByLabelText('パスワード'), 'Wrong#Pass4');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('パスワードが正しくありません。あと 1 回間違えると、アカウントが15分間ロックされます。');
  });
});
