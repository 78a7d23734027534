// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInFieldMessages } from '../../../shared/validation/sign-in';
import { SignInForm } from './sign-in-form';

beforeEach(() => sessionStorage.clear());

function setup(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const user = userEvent.setup();
  render(<SignInForm onSubmit={onSubmit} />);
  return {
    user,
    onSubmit,
    login: screen.getByLabelText('Email or member number'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

describe('SignInForm', () => {
  it('checks remember-me by default', () => {
    setup();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('shows both field errors and sends nothing when both fields are empty', async () => {
    const { user, submit, onSubmit, login } = setup();
    await user.click(submit);
    expect(await screen.findByText(signInFieldMessages.loginRequired)).toBeInTheDocument();
    expect(screen.getByText(signInFieldMessages.passwordRequired)).toBeInTheDocument();
    expect(login).toHaveAttribute('aria-invalid', 'true');
    expect(login).toHaveAccessibleDescription(signInFieldMessages.loginRequired);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a login that is neither an e-mail nor a member number, without a request', async () => {
    const { user, login, password, submit, onSubmit } = setup();
    await user.type(login, 'ava');
    await user.type(password, 'Stay#Well2026');
    await user.click(submit);
    expect(await screen.findByText(signInFieldMessages.loginInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a member number, the password and remember-me with Enter', async () => {
    const { user, login, password, onSubmit } = setup();
    await user.type(login, '100000001');
    await user.type(password, 'Stay#Well2026{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ login: '100000001', password: 'Stay#Well2026', rememberMe: true }));
  });

  it('keeps the unchecked remember-me for the tab', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(sessionStorage.getItem('portico.signIn.rememberMe')).toBe('false');
  });

  it('on a refusal shows the message, clears the password, keeps the login and focuses the password', async () => {
    const { user, login, password, submit } = setup(vi.fn().mockResolvedValue({ message: 'That did not work.' }));
    await user.type(login, 'ava.morgan@example.com');
    await user.type(password, 'Wrong#Pass1');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work.');
    expect(password).toHaveValue('');
    expect(login).toHaveValue('ava.morgan@example.com');
    expect(password).toHaveFocus();
    expect(screen.queryByText(signInFieldMessages.passwordRequired)).not.toBeInTheDocument();
  });

  it('shows a busy button while the request is under way', async () => {
    let finish: (value: undefined) => void = () => {};
    const { user, login, password, submit } = setup(vi.fn(() => new Promise<undefined>((resolve) => (finish = resolve))));
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
});
