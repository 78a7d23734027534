// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { askToJoin, finishJoining, getUserPrefilledData, openEnrollmentPrefill } from '../../../../shared/auth/account-client';
import { getSignInSetup } from '../../../../shared/auth/auth-client';
import { accountErrorRef, AccountErrorCode } from '../../../../shared/domain/account-api';
import { allMessageAreas } from '../../../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../../../shared/i18n/messages';
import { MessagesProvider } from '../../../../shared/i18n/messages-context';
import { refusalInEnglishOf } from '../../../../shared/i18n/refusals-in-english';
import { FinishJoiningPage } from '../finish-joining/finish-joining-page';
import { JoinPage } from './join-page';

vi.mock('../../../../shared/auth/account-client', () => ({ askToJoin: vi.fn(), finishJoining: vi.fn(), getUserPrefilledData: vi.fn(), openEnrollmentPrefill: vi.fn() }));
vi.mock('../../../../shared/auth/auth-client', () => ({ getSignInSetup: vi.fn() }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (document: DocumentNode, variables: Record<string, string>) => answerOf(document, variables) }));

const COUNTRIES = [
  { code: 'US', name: 'United States', requiredAddressParts: ['LINE1', 'CITY', 'STATE_PROVINCE', 'POSTAL_CODE'], hasStates: true },
  { code: 'GB', name: 'United Kingdom', requiredAddressParts: [], hasStates: false },
];

/** The API's answers, by operation: the countries, Illinois and Ohio for the US, and each country's consents. */
async function answerOf(document: DocumentNode, variables: Record<string, string>) {
  const operation = (document.definitions[0] as OperationDefinitionNode).name?.value;
  if (operation === 'JoinCountries') return { countries: COUNTRIES };
  if (operation === 'StateLookup') return { states: [{ code: 'IL', name: 'Illinois' }, { code: 'OH', name: 'Ohio' }] };
  if (operation === 'JoinNowOptions') {
    const explicit = variables.countryCode === 'GB';
    const consents = explicit ? [{ code: 'PROGRAMME_TERMS', label: 'I agree to the programme terms', isRequired: true, isCheckedByDefault: false }] : [];
    return { joinNowOptions: { countryCode: variables.countryCode, isEnrollmentAvailable: true, requiresExplicitOptIn: explicit, consents } };
  }
  throw new Error(`no answer for ${operation}`);
}

beforeAll(() => loadAreas('en-US', allMessageAreas));
beforeEach(() => {
  vi.mocked(askToJoin).mockReset();
  vi.mocked(finishJoining).mockReset();
  vi.mocked(getSignInSetup).mockReset();
  vi.mocked(getUserPrefilledData).mockReset().mockResolvedValue({ prefill: null });
  vi.mocked(openEnrollmentPrefill).mockReset();
});

function renderAt(path: string) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MessagesProvider locale="en-US">
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/loyalty/createAccount/createAccountPage1.mi" element={<JoinPage />} />
            <Route path="/loyalty/createAccount/createAccountPage2.mi" element={<FinishJoiningPage />} />
          </Routes>
        </MemoryRouter>
      </MessagesProvider>
    </SWRConfig>,
  );
  return userEvent.setup();
}

async function fillAsMaya(person: ReturnType<typeof userEvent.setup>) {
  await person.type(await screen.findByLabelText('First name'), 'Maya');
  await person.type(screen.getByLabelText('Last name'), 'Okafor');
  await person.type(screen.getByLabelText('E-mail'), 'maya.okafor@example.com');
  await person.selectOptions(screen.getByLabelText('Country or region'), 'US');
  await person.type(screen.getByLabelText('Street address'), '233 S Wacker Dr');
  await person.type(screen.getByLabelText('City'), 'Chicago');
  await person.selectOptions(await screen.findByRole('combobox', { name: 'State or province' }), 'IL');
  await person.type(screen.getByLabelText('Postal code'), '60606');
  await person.type(screen.getByLabelText('Choose a password'), 'Joined#Today2026');
  await person.type(screen.getByLabelText('Confirm the password'), 'Joined#Today2026');
}

describe('JoinPage', () => {
  it('starts from what the guest gave when booking in this browser, and says so; the password is still theirs to choose', async () => {
    vi.mocked(getUserPrefilledData).mockResolvedValue({
      prefill: {
        givenName: 'Nadia',
        surname: 'Okoro',
        email: 'nadia.okoro@example.com',
        address: { countryCode: 'US', line1: '350 Fifth Avenue', line2: null, city: 'New York', stateProvinceCode: 'IL', postalCode: '10118' },
      },
    });
    renderAt('/loyalty/createAccount/createAccountPage1.mi');
    expect(await screen.findByText('We filled in the details you gave when you booked. Check them, then choose a password.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Nadia');
    expect(screen.getByLabelText('E-mail')).toHaveValue('nadia.okoro@example.com');
    expect(screen.getByLabelText('Street address')).toHaveValue('350 Fifth Avenue');
    expect(screen.getByLabelText('Country or region')).toHaveValue('US');
    expect(screen.getByLabelText('Choose a password')).toHaveValue('');
  });

  it('starts from a campaign link’s sealed prefill, opened by the server, rather than a booking', async () => {
    vi.mocked(openEnrollmentPrefill).mockResolvedValue({ ok: true, prefill: { givenName: 'Ana', surname: 'Silva', email: 'ana.silva@example.com', address: null } });
    renderAt('/loyalty/createAccount/createAccountPage1.mi#prefill=sealed-by-portico');
    expect(await screen.findByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana.silva@example.com');
    expect(screen.getByLabelText('Country or region')).toHaveValue('');
    expect(openEnrollmentPrefill).toHaveBeenCalledWith({ data: 'sealed-by-portico' });
    expect(getUserPrefilledData).not.toHaveBeenCalled();
  });

  it('says why a campaign link’s prefill cannot be used, and starts empty', async () => {
    vi.mocked(openEnrollmentPrefill).mockResolvedValue({
      ok: false,
      status: 410,
      refusal: { errorCode: 'ENROLLMENT_DATA_EXPIRED', field: null, message: 'expired', messageKey: 'refusal.account.prefillExpired', messageParams: { days: 30 } },
    });
    renderAt('/loyalty/createAccount/createAccountPage1.mi#prefill=old');
    expect(await screen.findByText('The details in this join link have expired: such links work for 30 days. Fill in the form yourself.')).toBeInTheDocument();
    expect(await screen.findByLabelText('First name')).toHaveValue('');
  });

  it('shows the empty form when the prefill cannot be read', async () => {
    vi.mocked(getUserPrefilledData).mockRejectedValue(new Error('userPrefilledData answered 503'));
    renderAt('/loyalty/createAccount/createAccountPage1.mi');
    expect(await screen.findByLabelText('First name')).toHaveValue('');
    expect(screen.queryByText(/We filled in the details/)).toBeNull();
  });

  it('checks every field before asking, then sends the form with the page’s locale and says to confirm the e-mail', async () => {
    vi.mocked(askToJoin).mockResolvedValue({ ok: true });
    const person = renderAt('/loyalty/createAccount/createAccountPage1.mi?returnTo=%2Fhotels%2Fnycts-portico-times-square%2Foverview');
    await person.click(await screen.findByRole('button', { name: 'Join' }));
    expect(askToJoin).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Country or region')).toHaveAccessibleDescription('Choose your country or region.');

    await fillAsMaya(person);
    await person.click(screen.getByRole('button', { name: 'Join' }));
    expect(askToJoin).toHaveBeenCalledWith({
      title: null,
      givenName: 'Maya',
      surname: 'Okafor',
      email: 'maya.okafor@example.com',
      smsNumber: null,
      phone: null,
      address: { countryCode: 'US', line1: '233 S Wacker Dr', line2: null, city: 'Chicago', stateProvinceCode: 'IL', postalCode: '60606' },
      password: 'Joined#Today2026',
      consents: [],
      locale: 'en-US',
      clientId: null,
      returnTo: '/hotels/nycts-portico-times-square/overview',
    });
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail' })).toHaveFocus();
    expect(screen.getByText(/We sent a link to maya\.okafor@example\.com/)).toHaveTextContent('Open it within 24 hours');

    await person.click(screen.getByRole('button', { name: 'Check my details' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('maya.okafor@example.com');
  });

  it('asks for the consent a country with explicit opt-in needs, and names the required parts of its address', async () => {
    const person = renderAt('/loyalty/createAccount/createAccountPage1.mi');
    await person.selectOptions(await screen.findByLabelText('Country or region'), 'GB');
    const consent = await screen.findByRole('checkbox', { name: 'I agree to the programme terms' });
    expect(consent).not.toBeChecked();
    expect(screen.getByLabelText('Street address')).not.toBeRequired();
    await person.selectOptions(screen.getByLabelText('Country or region'), 'US');
    expect(await screen.findByLabelText(/^Street address/)).toBeRequired();
  });

  it('shows the server’s refusal on its field, in the page’s words, and keeps everything typed', async () => {
    vi.mocked(askToJoin).mockResolvedValue({
      ok: false,
      status: 400,
      refusal: { errorCode: 'BAD_USER_INPUT', field: 'address.postalCode', message: 'This ZIP code is not in Illinois.', messageKey: 'validation.postalCode.usZip' },
    });
    const person = renderAt('/loyalty/createAccount/createAccountPage1.mi');
    await fillAsMaya(person);
    await person.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByLabelText(/^Postal code/)).toHaveAccessibleDescription('Enter a ZIP code of 5 digits, or 5 digits, a hyphen and 4 digits.');
    expect(screen.getByLabelText('First name')).toHaveValue('Maya');
  });

  it('tells a visitor from a sweepstakes link that joining enters them, and sends its client id', async () => {
    vi.mocked(getSignInSetup).mockResolvedValue({ sweepstakes: { title: 'the Summer Escape sweepstakes', buttonLabel: 'Join and enter', joinPath: '/x' } } as never);
    vi.mocked(askToJoin).mockResolvedValue({ ok: true });
    const person = renderAt('/loyalty/createAccount/createAccountPage1.mi?clientId=summer-escape');
    expect(await screen.findByText('Joining from this page enters you in the Summer Escape sweepstakes once your account is made.')).toBeInTheDocument();
    await fillAsMaya(person);
    await person.click(screen.getByRole('button', { name: 'Join' }));
    expect(vi.mocked(askToJoin).mock.calls[0]![0]).toMatchObject({ clientId: 'summer-escape', returnTo: null });
  });
});

describe('FinishJoiningPage', () => {
  it('makes the account only when asked, then welcomes the member with their number and the way on', async () => {
    vi.mocked(finishJoining).mockResolvedValue({ ok: true, memberNumber: '212345678', givenName: 'Maya', sweepstakesTitle: 'the Summer Escape sweepstakes', nextStateURI: '/hotels/x/overview' });
    const person = renderAt('/loyalty/createAccount/createAccountPage2.mi?locale=en-US#token=abc_DEF-123');
    expect(finishJoining).not.toHaveBeenCalled();
    await person.click(await screen.findByRole('button', { name: 'Create my account' }));
    expect(finishJoining).toHaveBeenCalledWith({ token: 'abc_DEF-123' });
    expect(await screen.findByRole('heading', { name: 'Welcome to Portico Rewards, Maya' })).toHaveFocus();
    expect(screen.getByText('Your member number is 212345678. You are signed in.')).toBeInTheDocument();
    expect(screen.getByText('You are entered in the Summer Escape sweepstakes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/hotels/x/overview');
  });

  it('says a used link in the page’s words, with the way to join again', async () => {
    const ref = accountErrorRef(AccountErrorCode.JoinLinkInvalid);
    vi.mocked(finishJoining).mockResolvedValue({ ok: false, status: 400, refusal: { errorCode: AccountErrorCode.JoinLinkInvalid, field: null, message: refusalInEnglishOf(ref), messageKey: ref.key } });
    const person = renderAt('/loyalty/createAccount/createAccountPage2.mi#token=abc_DEF-123');
    await person.click(await screen.findByRole('button', { name: 'Create my account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link to finish joining was used already or is not valid.');
    expect(within(alert).getByRole('link', { name: 'Join again' })).toHaveAttribute('href', '/loyalty/createAccount/createAccountPage1.mi');
  });

  it('says an address with no token came from nowhere, and offers to join', async () => {
    renderAt('/loyalty/createAccount/createAccountPage2.mi');
    expect(await screen.findByText(/This page opens from the link in a join e-mail/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create my account' })).not.toBeInTheDocument();
  });
});
