// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOperationAST, type DocumentNode } from 'graphql';
import { ClientError } from 'graphql-request';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetailsResponse } from '../../../../shared/domain/auth-responses';
import { hostPaths } from '../../../../shared/domain/paths';
import type { ProfilePageQuery } from '../../../../shared/graphql/generated/graphql';
import { ProfilePage } from './profile-page';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
const user = vi.hoisted(() => ({ details: undefined as UserDetailsResponse | undefined }));
vi.mock('../../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: user.details, error: undefined, isLoading: user.details === undefined, mutate: vi.fn() }) }));
const calls = vi.hoisted(() => [] as { operation: string; variables: unknown }[]);
const answers = vi.hoisted(() => ({ byOperation: {} as Record<string, (variables: never) => unknown> }));
vi.mock('../../../services/graphql', () => ({
  requestGraphQl: async (document: DocumentNode, variables: unknown) => {
    const operation = getOperationAST(document)?.name?.value ?? '';
    calls.push({ operation, variables });
    const answer = answers.byOperation[operation];
    if (!answer) throw new Error(`no fake answer for ${operation}`);
    return answer(variables as never);
  },
}));
const changePassword = vi.hoisted(() => vi.fn());
vi.mock('../../../../shared/auth/account-client', () => ({ changePassword }));

const member: UserDetailsResponse = {
  status: 'SUCCESS',
  rememberedUser: false,
  sessionTimedOut: false,
  headerSubtext: { consumerName: 'Liam' },
  userProfileData: { memberNumber: '100000002', consumerId: 'C1000002', tier: 'Platinum' },
};

const profile = (): ProfilePageQuery => ({
  accountStore: {
    memberNumber: '100000002',
    memberLevel: 'PLATINUM',
    givenName: 'Liam',
    surname: 'Chen',
    currentPointBalance: 48250,
    totalNights: 12,
    suiteNightAwards: 5,
    communicationOption: { marketingEmails: false },
    hasTwoStepVerification: false,
  },
  memberInformation: {
    memberNumber: '100000002',
    title: 'MR',
    givenName: 'Liam',
    surname: 'Chen',
    email: 'liam.chen@example.com',
    phone: '2125550144',
    address: { line1: '1 Main Street', line2: null, city: 'Chicago', stateProvinceCode: 'IL', countryCode: 'US', postalCode: '60601' },
    travelAgentProgramme: null,
  },
  countries: [
    { code: 'US', name: 'United States', requiredAddressParts: ['LINE1', 'CITY', 'STATE_PROVINCE', 'POSTAL_CODE'], hasStates: true },
    { code: 'GB', name: 'United Kingdom', requiredAddressParts: ['LINE1', 'CITY', 'POSTAL_CODE'], hasStates: false },
  ],
});

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[hostPaths.profile.getHref()]}>
        <Routes>
          <Route path={hostPaths.profile.path} element={<ProfilePage />} />
          <Route path={hostPaths.signIn.path} element={<h1>Sign in</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
  return userEvent.setup();
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  user.details = member;
  calls.length = 0;
  changePassword.mockReset();
  const data = profile();
  answers.byOperation = {
    ProfilePage: () => data,
    StateLookup: () => ({ states: [{ code: 'IL', name: 'Illinois' }, { code: 'NY', name: 'New York' }] }),
  };
});

describe('ProfilePage', () => {
  it('shows the member’s standing: tier, member number, points, nights this year and Suite Night Awards', async () => {
    renderPage();
    const standing = await screen.findByRole('region', { name: 'Platinum Elite' });
    expect(standing).toHaveAttribute('data-tier', 'PLATINUM');
    expect(standing).toHaveTextContent('Member number 100000002');
    expect(within(standing).getByText('Points').nextSibling).toHaveTextContent('48,250');
    expect(within(standing).getByText('Nights this year').nextSibling).toHaveTextContent('12');
    expect(within(standing).getByText('Suite Night Awards').nextSibling).toHaveTextContent('5');
    expect(section('Contact details and address')).toHaveTextContent('liam.chen@example.com');
  });

  it('saves a new name and says so', async () => {
    const person = renderPage();
    answers.byOperation.UpdateUserInformation = (variables: { input: { givenName: string; surname: string } }) => ({
      updateUserInformation: { ...profile().memberInformation!, ...variables.input },
    });
    const name = await screen.findByRole('region', { name: 'Your name' });
    await person.clear(within(name).getByLabelText(/^First name/));
    await person.type(within(name).getByLabelText(/^First name/), '  William ');
    await person.click(within(name).getByRole('button', { name: 'Save name' }));
    expect(await within(name).findByText('Your name is saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'UpdateUserInformation')?.variables).toEqual({ input: { title: 'MR', givenName: 'William', surname: 'Chen' } });
  });

  it('checks the phone and address by the country’s rules before saving, and puts the server’s refusal on its field', async () => {
    const person = renderPage();
    const contact = await screen.findByRole('region', { name: 'Contact details and address' });
    await person.clear(within(contact).getByLabelText(/^Postal code/));
    await person.click(within(contact).getByRole('button', { name: 'Save contact details' }));
    expect(calls.some((call) => call.operation === 'UpdateMemberInformation')).toBe(false);
    expect(within(contact).getByLabelText(/^Postal code/)).toHaveAttribute('aria-invalid', 'true');

    answers.byOperation.UpdateMemberInformation = () => {
      throw new ClientError(
        { status: 200, headers: new Headers(), errors: [{ message: 'That phone number already belongs to another account.', extensions: { code: 'BAD_USER_INPUT', field: 'phone' } }] } as never,
        { query: '' },
      );
    };
    await person.type(within(contact).getByLabelText(/^Postal code/), '60602');
    await person.click(within(contact).getByRole('button', { name: 'Save contact details' }));
    await waitFor(() => expect(within(contact).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(contact).getByText('That phone number already belongs to another account.')).toBeInTheDocument();
    expect(within(contact).getByLabelText(/^Postal code/)).toHaveValue('60602');
  });

  it('saves the communication option', async () => {
    const person = renderPage();
    answers.byOperation.UpdateCommunicationOption = () => ({ updateCommunicationOption: { ...profile().accountStore!, communicationOption: { marketingEmails: true } } });
    const preferences = await screen.findByRole('region', { name: 'Communication preferences' });
    await person.click(within(preferences).getByLabelText('E-mail me offers and news from Portico'));
    await person.click(within(preferences).getByRole('button', { name: 'Save preferences' }));
    expect(await within(preferences).findByText('Your preferences are saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'UpdateCommunicationOption')?.variables).toEqual({ input: { marketingEmails: true } });
  });

  it('changes the password with the current one, and shows a wrong current password on its field', async () => {
    const person = renderPage();
    const password = await screen.findByRole('region', { name: 'Change password' });
    changePassword.mockResolvedValueOnce({
      ok: false,
      status: 400,
      refusal: { errorCode: 'CURRENT_PASSWORD_WRONG', field: 'currentPassword', message: 'That is not your current password.', messageKey: 'refusal.account.currentPasswordWrong' },
    });
    await person.type(within(password).getByLabelText(/^Current password/), 'Wrong#Guess1');
    await person.type(within(password).getByLabelText(/^Choose a password/), 'Fresh#Start2026');
    await person.type(within(password).getByLabelText(/^Confirm the password/), 'Fresh#Start2026');
    await person.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('That is not your current password.')).toBeInTheDocument();

    changePassword.mockResolvedValueOnce({ ok: true });
    await person.clear(within(password).getByLabelText(/^Current password/));
    await person.type(within(password).getByLabelText(/^Current password/), 'Stay#Well2026');
    await person.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText(/Your password is changed/)).toBeInTheDocument();
    expect(changePassword).toHaveBeenLastCalledWith({ currentPassword: 'Stay#Well2026', newPassword: 'Fresh#Start2026', locale: 'en-US' });
  });

  it('sends a visitor to sign in, coming back here, without reading any account', async () => {
    user.details = { ...member, status: 'FAILURE', headerSubtext: { consumerName: null }, userProfileData: null };
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(new URLSearchParams(screen.getByLabelText('address').textContent!.split('?')[1]).get('returnTo')).toBe('/loyalty/myAccount/profile.mi');
    expect(calls).toEqual([]);
  });
});
