// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendTwoStepCode, verifyTwoStepCode } from '../../../shared/auth/account-client';
import { accountErrorRef, AccountErrorCode } from '../../../shared/domain/account-api';
import { allMessageAreas } from '../../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../../shared/i18n/messages';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { refusalInEnglishOf } from '../../../shared/i18n/refusals-in-english';
import { saveMfaOptions } from '../../auth/sign-in-session';
import { VerifyIdentityPage } from './verify-identity-page';

vi.mock('../../../shared/auth/account-client', () => ({ sendTwoStepCode: vi.fn(), verifyTwoStepCode: vi.fn() }));

beforeAll(() => loadAreas('en-US', allMessageAreas));
beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(sendTwoStepCode).mockReset();
  vi.mocked(verifyTwoStepCode).mockReset();
});

function renderPage() {
  render(
    <MessagesProvider locale="en-US">
      <MemoryRouter initialEntries={['/loyalty/verifyIdentity.mi']}>
        <Routes>
          <Route path="/loyalty/verifyIdentity.mi" element={<VerifyIdentityPage />} />
          <Route path="*" element={<p>the hotel page</p>} />
        </Routes>
      </MemoryRouter>
    </MessagesProvider>,
  );
  return userEvent.setup();
}

describe('VerifyIdentityPage', () => {
  it('sends the code where the member chose, takes it, and goes where the server says', async () => {
    saveMfaOptions({ emailAddress: 'n••••@example.com', phoneNumbers: ['•••• 0142'] });
    vi.mocked(sendTwoStepCode).mockResolvedValue({ ok: true, sentTo: '•••• 0142', resendAfterSeconds: 30 });
    vi.mocked(verifyTwoStepCode).mockResolvedValue({ ok: true, nextStateURI: '/hotels/nycts-portico-times-square/overview', tripLink: null });
    const person = renderPage();
    expect(screen.getByRole('radio', { name: 'Email: n••••@example.com' })).toBeChecked();
    await person.click(screen.getByRole('radio', { name: 'Text message: •••• 0142' }));
    await person.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(sendTwoStepCode).toHaveBeenCalledWith({ channel: 'SMS', locale: 'en-US' });
    expect(await screen.findByText('We sent a code to •••• 0142. It works for 10 minutes.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();

    await person.type(screen.getByLabelText('Code'), '123 456');
    await person.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(verifyTwoStepCode).toHaveBeenCalledWith({ code: '123456' });
    expect(await screen.findByText('the hotel page')).toBeInTheDocument();
    expect(sessionStorage.getItem('portico.signIn.mfaOptions')).toBeNull();
  });

  it('says how many tries are left after a wrong code, and checks the code’s form first', async () => {
    saveMfaOptions({ emailAddress: 'n••••@example.com', phoneNumbers: [] });
    vi.mocked(sendTwoStepCode).mockResolvedValue({ ok: true, sentTo: 'n••••@example.com', resendAfterSeconds: 30 });
    const ref = accountErrorRef(AccountErrorCode.TwoStepCodeWrong, { attemptsLeft: 3 });
    vi.mocked(verifyTwoStepCode).mockResolvedValue({
      ok: false,
      status: 400,
      refusal: { errorCode: AccountErrorCode.TwoStepCodeWrong, field: null, message: refusalInEnglishOf(ref), messageKey: ref.key, messageParams: { attemptsLeft: 3 } },
    });
    const person = renderPage();
    await person.click(screen.getByRole('button', { name: 'Send the code' }));
    await person.type(await screen.findByLabelText('Code'), '12');
    await person.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(verifyTwoStepCode).not.toHaveBeenCalled();
    expect(screen.getByText('Enter the 6-digit code.')).toBeInTheDocument();

    await person.type(screen.getByLabelText('Code'), '3456');
    await person.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. 3 tries left.');
    expect(screen.queryByText('the hotel page')).not.toBeInTheDocument();
  });

  it('with no sign-in under way in this tab, sends the member to sign in', () => {
    renderPage();
    expect(screen.queryByRole('button', { name: 'Send the code' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/sign-in.mi');
  });
});
