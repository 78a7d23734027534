// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestActivation, requestPasswordReset, submitNewPassword } from '../../../shared/auth/account-client';
import { accountErrorRef, AccountErrorCode } from '../../../shared/domain/account-api';
import { allMessageAreas } from '../../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../../shared/i18n/messages';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { refusalInEnglishOf } from '../../../shared/i18n/refusals-in-english';
import { ActivatePage } from './activate/activate-page';
import { ForgotPasswordPage } from './forgot-password/forgot-password-page';
import { ResetPasswordPage } from './reset-password/reset-password-page';

vi.mock('../../../shared/auth/account-client', () => ({ requestPasswordReset: vi.fn(), submitNewPassword: vi.fn(), requestActivation: vi.fn() }));

beforeAll(() => loadAreas('en-US', allMessageAreas));
beforeEach(() => {
  vi.mocked(requestPasswordReset).mockReset();
  vi.mocked(submitNewPassword).mockReset();
  vi.mocked(requestActivation).mockReset();
});

/** The sign-in page, as far as these pages need it: what its address asks it to say. */
function SignInStandIn() {
  const { search } = useLocation();
  return <p>the sign-in page{search}</p>;
}

function renderAt(path: string, page: ReactNode) {
  render(
    <MessagesProvider locale="en-US">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/sign-in.mi" element={<SignInStandIn />} />
          <Route path="*" element={page} />
        </Routes>
      </MemoryRouter>
    </MessagesProvider>,
  );
  return userEvent.setup();
}

const refusedWith = (code: AccountErrorCode, status: number) => {
  const ref = accountErrorRef(code);
  return { ok: false as const, status, refusal: { errorCode: code, field: null, message: refusalInEnglishOf(ref), messageKey: ref.key } };
};

describe('ForgotPasswordPage', () => {
  it('checks the address before asking, then says the link is on its way, with the focus on that news', async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue({ ok: true });
    const person = renderAt('/emailPassword.mi', <ForgotPasswordPage />);
    await person.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(requestPasswordReset).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail or member number')).toHaveAccessibleDescription(/./);

    await person.type(screen.getByLabelText('E-mail or member number'), ' olivia.grant@example.com ');
    await person.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(requestPasswordReset).toHaveBeenCalledWith({ userId: 'olivia.grant@example.com', locale: 'en-US' });
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toHaveFocus();
    expect(screen.getByText(/If olivia\.grant@example\.com belongs to a Portico Rewards account/)).toHaveTextContent('It works for 30 minutes.');
    await person.click(screen.getByRole('button', { name: 'Ask again' }));
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('says a refusal in the page’s words and keeps what was typed', async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue(refusedWith(AccountErrorCode.TooManyRequests, 429));
    const person = renderAt('/emailPassword.mi', <ForgotPasswordPage />);
    await person.type(screen.getByLabelText('E-mail or member number'), '100000006');
    await person.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests from this device. Wait a minute and try again.');
    expect(screen.getByLabelText('E-mail or member number')).toHaveValue('100000006');
  });
});

describe('ResetPasswordPage', () => {
  it('sets the new password with the token from the link’s fragment, then opens sign-in saying it changed', async () => {
    vi.mocked(submitNewPassword).mockResolvedValue({ ok: true });
    const person = renderAt('/resetPassword.mi?locale=en-US#token=abc_DEF-123', <ResetPasswordPage />);
    await person.type(screen.getByLabelText('Choose a password'), 'Morning#Tide2027');
    await person.type(screen.getByLabelText('Confirm the password'), 'Morning#Tide2027');
    await person.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(submitNewPassword).toHaveBeenCalledWith({ token: 'abc_DEF-123', password: 'Morning#Tide2027', locale: 'en-US' });
    expect(await screen.findByText('the sign-in page?passwordChanged=true')).toBeInTheDocument();
  });

  it('holds back a password that breaks the rules or does not match, naming why', async () => {
    const person = renderAt('/resetPassword.mi#token=abc', <ResetPasswordPage />);
    await person.type(screen.getByLabelText('Choose a password'), 'weakpass');
    await person.type(screen.getByLabelText('Confirm the password'), 'other');
    await person.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(submitNewPassword).not.toHaveBeenCalled();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  });

  it('says an expired link has expired, and offers a new one', async () => {
    vi.mocked(submitNewPassword).mockResolvedValue(refusedWith(AccountErrorCode.ResetLinkExpired, 410));
    const person = renderAt('/resetPassword.mi#token=abc', <ResetPasswordPage />);
    await person.type(screen.getByLabelText('Choose a password'), 'Morning#Tide2027');
    await person.type(screen.getByLabelText('Confirm the password'), 'Morning#Tide2027');
    await person.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link to reset your password has expired. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/emailPassword.mi');
  });

  it('opened without a link’s token, says where the page comes from instead of a form', () => {
    renderAt('/resetPassword.mi', <ResetPasswordPage />);
    expect(screen.queryByLabelText('Choose a password')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This page opens from the link in a password reset e-mail');
  });
});

describe('ActivatePage', () => {
  it('checks the number and surname, asks for the link in the page’s locale, and says it is on its way in words that confirm no account', async () => {
    vi.mocked(requestActivation).mockResolvedValue({ ok: true });
    const person = renderAt('/loyalty/createAccount/activateOnlineAccount.mi', <ActivatePage />);
    await person.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(requestActivation).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Member number/)).toHaveAccessibleDescription('Enter your member number.');

    await person.type(screen.getByLabelText(/^Member number/), '1000 0000 7');
    await person.type(screen.getByLabelText(/^Last name/), 'Lin ');
    await person.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(requestActivation).toHaveBeenCalledWith({ memberNumber: '100000007', surname: 'Lin', locale: 'en-US' });
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toHaveFocus();
    expect(screen.getByText(/If 100000007 is the member number of a member named Lin/)).toHaveTextContent('It works for 30 minutes.');
  });
});

describe('ResetPasswordPage from an activation link', () => {
  it('asks for the online account’s first password, then opens the enrollment-style sign-in that greets the member', async () => {
    vi.mocked(submitNewPassword).mockResolvedValue({ ok: true });
    const person = renderAt('/resetPassword.mi?activate=true&locale=en-US#token=abc_DEF-123', <ResetPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    await person.type(screen.getByLabelText('Choose a password'), 'Front#Desk2026');
    await person.type(screen.getByLabelText('Confirm the password'), 'Front#Desk2026');
    await person.click(screen.getByRole('button', { name: 'Activate my online account' }));
    expect(submitNewPassword).toHaveBeenCalledWith({ token: 'abc_DEF-123', password: 'Front#Desk2026', locale: 'en-US' });
    expect(await screen.findByText('the sign-in page?variant=enrollment')).toBeInTheDocument();
  });
});
