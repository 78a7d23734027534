// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInRules } from '../../../shared/validation/sign-in';
import { hydrateServerHtml } from '../../../shared/testing/hydrate-server-html';
import { SignInForm } from './sign-in-form';

beforeEach(() => sessionStorage.clear());

const rules: SignInRules = { mode: 'emailOrMember', isRemembered: false };

/** What a visitor does in the server's HTML before the script runs: the browser changes the fields, React sees nothing. */
function typeBeforeHydration(container: HTMLElement, values: { login?: string; password?: string; rememberMe?: boolean }) {
  const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  if (values.login !== undefined) field('login').value = values.login;
  if (values.password !== undefined) field('password').value = values.password;
  if (values.rememberMe !== undefined) field('rememberMe').checked = values.rememberMe;
}

describe('SignInForm rendered on the server', () => {
  it('keeps what was typed before hydration, and submits it', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const form = <SignInForm rules={rules} rememberedLogin={null} onSubmit={onSubmit} />;
    const hydrated = await hydrateServerHtml(form, {
      beforeHydrate: (container) => typeBeforeHydration(container, { login: 'ava.morgan@example.com', password: 'Stay#Well2026', rememberMe: false }),
    });
    expect(hydrated.problems).toEqual([]);
    expect(screen.getByLabelText('Email or member number')).toHaveValue('ava.morgan@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Stay#Well2026');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ login: 'ava.morgan@example.com', password: 'Stay#Well2026', rememberMe: false }));
    hydrated.unmount();
  });

  it('comes back after a reload of its page or frame with the login typed before it, never the password, and forgets it once signed in', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    const first = await hydrateServerHtml(<SignInForm rules={rules} rememberedLogin={null} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email or member number'), 'ava.morgan@example.com');
    await user.type(screen.getByLabelText('Password'), 'Stay#Well2026');
    first.unmount();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Stay#Well2026');

    const reloaded = await hydrateServerHtml(<SignInForm rules={rules} rememberedLogin={null} onSubmit={onSubmit} />);
    expect(reloaded.problems).toEqual([]);
    expect(screen.getByLabelText('Email or member number')).toHaveValue('ava.morgan@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await user.type(screen.getByLabelText('Password'), 'Stay#Well2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    reloaded.unmount();

    const afterSuccess = await hydrateServerHtml(<SignInForm rules={rules} rememberedLogin={null} onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Email or member number')).toHaveValue('');
    afterSuccess.unmount();
  });

  it('goes on from what was typed: the next key press adds to it', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const hydrated = await hydrateServerHtml(<SignInForm rules={rules} rememberedLogin={null} onSubmit={onSubmit} />, {
      beforeHydrate: (container) => typeBeforeHydration(container, { login: 'ava.morgan@example.co' }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email or member number'), 'm');
    await user.type(screen.getByLabelText('Password'), 'Stay#Well2026');
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ login: 'ava.morgan@example.com' })));
    hydrated.unmount();
  });

  it('keeps the remembered member’s password typed before hydration', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const hydrated = await hydrateServerHtml(<SignInForm rules={{ ...rules, isRemembered: true }} rememberedLogin="100000002" onSubmit={onSubmit} />, {
      beforeHydrate: (container) => typeBeforeHydration(container, { password: 'Stay#Well2026' }),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ login: '100000002', password: 'Stay#Well2026', rememberMe: true }));
    hydrated.unmount();
  });

  it('takes the tab’s remember-me choice on hydration when the box was left alone', async () => {
    sessionStorage.setItem('portico.signIn.rememberMe', 'false');
    const hydrated = await hydrateServerHtml(<SignInForm rules={rules} rememberedLogin={null} onSubmit={vi.fn()} />);
    expect(hydrated.html).toMatch(/name="rememberMe" checked=""/);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(hydrated.problems).toEqual([]);
    hydrated.unmount();
  });

  it('keeps the box as the visitor set it before hydration, over the tab’s choice', async () => {
    sessionStorage.setItem('portico.signIn.rememberMe', 'false');
    const hydrated = await hydrateServerHtml(<SignInForm rules={rules} rememberedLogin={null} onSubmit={vi.fn()} />, {
      // Ticked on the server; the visitor unticks and ticks it again: left as rendered, so the tab's choice applies.
      beforeHydrate: (container) => typeBeforeHydration(container, { rememberMe: true }),
    });
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    hydrated.unmount();
    sessionStorage.setItem('portico.signIn.rememberMe', 'true');
    const changed = await hydrateServerHtml(<SignInForm rules={rules} rememberedLogin={null} onSubmit={vi.fn()} />, {
      beforeHydrate: (container) => typeBeforeHydration(container, { rememberMe: false }),
    });
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    changed.unmount();
  });

  it('cannot be submitted before hydration: the server renders its button disabled', async () => {
    const hydrated = await hydrateServerHtml(<SignInForm rules={rules} rememberedLogin={null} onSubmit={vi.fn()} />);
    expect(hydrated.html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    hydrated.unmount();
  });
});
