// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestInfoHostApi } from '../../../bridge';
import type { UseHostBridgeOptions } from '../../../bridge/react/use-host-bridge';
import { createFakeHost } from '../../../bridge/testing/fake-host';
import { telemetryApiPaths } from '../../../shared/domain/paths';
import { reservationErrorMessage } from '../../../shared/i18n/refusals-in-english';
import { allMessageAreas } from '../../../shared/i18n/generated/all-areas';
import { loadAreas, messagesFor } from '../../../shared/i18n/messages';
import { axeViolations } from '../../../shared/testing/axe-violations';
import { createFakeGuestInfoApi, formFixture, graphQlFailure, memberFixture } from '../testing/guest-info-fake-api';
import { GuestInfoExperience } from './guest-info-experience';

vi.mock('../config', () => ({
  config: { hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081', allowedHostOrigins: ['http://localhost:8080'], signInDisabledLocales: [], imageCacheDomain: 'http://localhost:8080' },
}));
vi.mock('../../../shared/auth/encrypt-password', () => ({ encryptPassword: async () => 'ENCRYPTED' }));

const guestInfoHost = createFakeHost<GuestInfoHostApi>(['cartChanged', 'requestSignIn', 'memberEnrolled', 'guestInfoCompleted']);
// vi.mock is hoisted above the fake's creation: the factory reads it at call time, once the overlay renders.
vi.mock('../../../bridge/react/use-host-bridge', () => ({ useHostBridge: (options: UseHostBridgeOptions) => guestInfoHost.bridge.answer(options) }));
const host = guestInfoHost.spies;

type Sent = { url: string; body: unknown };
let sent: Sent[] = [];
let enrollAnswer: () => Response;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  sessionStorage.clear();
  guestInfoHost.reset();
  enrollAnswer = () => json(201, { memberNumber: '100000099', givenName: 'Noa', tier: 'Member' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.includes('encryptionKey')) return json(200, { rsaPublicKey: 'KEY' });
      if (url.includes('enrollMember')) return enrollAnswer();
      return json(200, {});
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const search = '?cartId=CART1&locale=en-US';
async function open(api = createFakeGuestInfoApi()) {
  const user = userEvent.setup();
  const view = render(<GuestInfoExperience location={{ pathname: '/reservation/guestInfoOverlay.mi', search }} request={api.request} />);
  await screen.findByRole('form', { name: 'Guest information' }, { timeout: 5000 });
  return { user, api, view };
}

async function fillVisitor(user: ReturnType<typeof userEvent.setup>, country = 'US') {
  await user.type(screen.getByLabelText('First name'), 'Noa');
  await user.type(screen.getByLabelText('Last name'), 'Levi');
  await user.type(screen.getByLabelText('E-mail'), 'noa.levi@example.com');
  await user.selectOptions(screen.getByLabelText('Country or region'), country);
  // With its country code: a US number, whatever the address's country.
  await user.type(screen.getByLabelText('Phone'), '+1 (212) 555-0199');
}

async function acceptTerms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText(/I accept the booking terms/));
  await user.click(screen.getByLabelText(/global privacy policy/));
}

const logLines = () => sent.filter((call) => call.url === telemetryApiPaths.logger).map((call) => call.body);

describe('GuestInfoExperience', () => {
  it('prefills a member from the profile and Continue saves the cart, profile changes included', async () => {
    const { user, api } = await open(createFakeGuestInfoApi(formFixture({ member: memberFixture, isMemberRate: true })));
    expect(screen.getByLabelText('First name')).toHaveValue('Ava');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ava.morgan@example.com');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '2125550111');
    await user.click(screen.getByLabelText('Also save these changes to my profile'));
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(host.guestInfoCompleted).toHaveBeenCalledWith({ cartId: 'CART1', revisionNumber: 4 }));
    expect(api.callsOf('UpdateCartGuestInfo')[0]?.variables.input).toMatchObject({
      cartId: 'CART1',
      revisionNumber: 3,
      guest: { title: 'MS', givenName: 'Ava', surname: 'Morgan', email: 'ava.morgan@example.com', phone: '+12125550111', address: { countryCode: 'US', postalCode: '10036', stateProvinceCode: 'NY' } },
      isLegalConsentAccepted: true,
      isPrivacyPolicyAccepted: true,
      isBuyPointConsent: true,
    });
    expect(api.callsOf('UpdateMemberInformation')[0]?.variables.input).toMatchObject({ phone: '+12125550111' });
    expect(api.callsOf('UpdateUserInformation')).toHaveLength(0);
    expect(host.emit).toHaveBeenCalledWith({ name: 'guestInfoSaved', detail: { isMember: true, hasTravelAgent: false, insuranceAdded: false } });
  });

  it.each([
    { country: 'US', phone: '555-01', field: 'Postal code', message: 'Enter your ZIP code.', phoneMessage: 'This phone number is too short for the country chosen. Check that no digit is missing.' },
    { country: 'FR', phone: '123', field: 'Postal code', message: 'Enter your postal code.', phoneMessage: 'This phone number is too short for the country chosen. Check that no digit is missing.' },
    { country: 'CN', phone: '138 0013 8000', field: 'City', message: 'Enter your city.', phoneMessage: null },
    { country: 'HK', phone: '1234567', field: null, message: null, phoneMessage: 'This is not a valid phone number for the country chosen. Check the number, or start it with + and the country code.' },
  ])('refuses a visitor’s form in $country by the country’s address and phone rules', async ({ country, phone, field, message, phoneMessage }) => {
    const { user, api } = await open();
    await user.selectOptions(screen.getByLabelText('Country or region'), country);
    await user.type(screen.getByLabelText('Phone'), phone);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Check these before you continue')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Enter your first name.');
    expect(screen.getByLabelText(/I accept the booking terms/)).toHaveAccessibleDescription('To continue, accept the booking terms.');
    if (field) expect(screen.getByLabelText(new RegExp(`^${field}`))).toHaveAccessibleDescription(message!);
    // No length cap: a pasted number is never cut short; the rules say what is wrong instead.
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('maxlength');
    expect(screen.getByLabelText('Phone')).toHaveValue(phone);
    if (phoneMessage) expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(phoneMessage);
    else expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');
    expect(api.callsOf('UpdateCartGuestInfo')).toHaveLength(0);
  });

  it('puts a server refusal on the field it names and keeps what was typed', async () => {
    const api = createFakeGuestInfoApi();
    api.failNext('UpdateCartGuestInfo', graphQlFailure('BAD_USER_INPUT', 'This ZIP code is not in New York.', { field: 'guest.address.postalCode' }));
    const { user } = await open(api);
    await fillVisitor(user, 'GB');
    await user.type(screen.getByLabelText(/^Postal code/), 'SW1A 1AA');
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText(/^Postal code/)).toHaveAccessibleDescription('This ZIP code is not in New York.'));
    await waitFor(() => expect(screen.getByLabelText(/^Postal code/)).toHaveFocus());
    expect(screen.getByLabelText('First name')).toHaveValue('Noa');
    expect(screen.getByLabelText(/^Postal code/)).toHaveValue('SW1A 1AA');
    expect(host.graphQlError).toHaveBeenCalledWith({ operationName: 'UpdateCartGuestInfo', codes: ['BAD_USER_INPUT'] });
    expect(host.emit).toHaveBeenCalledWith({ name: 'guestInfoRefused', detail: { field: 'guest.address.postalCode', errorCode: 'BAD_USER_INPUT' } });
    expect(host.guestInfoCompleted).not.toHaveBeenCalled();
  });

  it('restores the visitor’s draft after a remount (sign in) and never keeps a password', async () => {
    const { user, view } = await open();
    await fillVisitor(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(host.requestSignIn).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('portico.guestInfoDraft.CART1')).not.toContain('password":"x');
    view.unmount();
    await open();
    expect(screen.getByLabelText('First name')).toHaveValue('Noa');
    expect(screen.getByLabelText('Phone')).toHaveValue('+1 (212) 555-0199');
    expect(screen.getByLabelText('Country or region')).toHaveValue('US');
  });

  it('a typed draft wins over the member’s profile', async () => {
    sessionStorage.setItem('portico.guestInfoDraft.CART1', JSON.stringify({ guest: { givenName: 'Avery' } }));
    await open(createFakeGuestInfoApi(formFixture({ member: memberFixture, isMemberRate: true })));
    expect(screen.getByLabelText('First name')).toHaveValue('Avery');
    expect(screen.getByLabelText('Last name')).toHaveValue('Morgan');
  });

  it('the redemption panel, short of points, shows the top-up link and the buy consent ticked', async () => {
    const api = createFakeGuestInfoApi(formFixture({ member: memberFixture, mode: 'POINTS', isMemberRate: true }));
    api.state.redemption = { currentPointBalance: 40000, pointsDeducted: 50000, additionalPointsRequired: 10000, pointCost: { value: 12500, valueDecimalPoint: 2, currency: 'USD' }, isBuyPoints: true, maxPurchasablePoints: 50000, isBuyPointConsent: true };
    const { user } = await open(api);
    const link = await screen.findByRole('link', { name: 'Top up your points' });
    expect(screen.getByText('$125.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Buy the points I am missing with this booking')).toBeChecked();
    await user.click(link);
    expect(host.navigate).toHaveBeenCalledWith('/loyalty/redeem/topUpPoints.mi?cartId=CART1');
  });

  it('adding travel insurance tells the host the cart changed, at the revision the mutation answered', async () => {
    const { user, api } = await open();
    await user.click(await screen.findByRole('button', { name: 'Get a quote' }));
    await user.click(await screen.findByRole('button', { name: 'Add travel insurance' }));
    await waitFor(() => expect(host.cartChanged).toHaveBeenCalledWith({ cartId: 'CART1', revisionNumber: 4 }));
    expect(api.callsOf('UpdateInsuranceCart')[0]?.variables.input).toEqual({ cartId: 'CART1', revisionNumber: 3, quoteId: 'Q1' });
    expect(host.emit).toHaveBeenCalledWith({ name: 'travelInsuranceChanged', detail: { insuranceAdded: true } });
    await user.click(await screen.findByRole('button', { name: 'Remove travel insurance' }));
    await waitFor(() => expect(api.callsOf('UpdateInsuranceCart')[1]?.variables.input).toEqual({ cartId: 'CART1', revisionNumber: 4, quoteId: null }));
  });

  it('reports and logs a failing call, and says little when the cart has ended', async () => {
    const api = createFakeGuestInfoApi();
    api.failNext('GuestInfoForm', graphQlFailure('CART_VALIDATION_FAILED'));
    render(<GuestInfoExperience location={{ pathname: '/reservation/guestInfoOverlay.mi', search }} request={api.request} />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(reservationErrorMessage('CART_VALIDATION_FAILED'));
    expect(host.graphQlError).toHaveBeenCalledWith({ operationName: 'GuestInfoForm', codes: ['CART_VALIDATION_FAILED'] });
    await waitFor(() => expect(logLines()).toEqual([{ level: 'warn', message: 'API_ERROR|CART_VALIDATION_FAILED|GuestInfo|GuestInfoForm CART_VALIDATION_FAILED' }]));
  });

  it('travel agent: the server’s code lands on the IATA field', async () => {
    const api = createFakeGuestInfoApi();
    api.failNext('UpdateCartGuestInfo', graphQlFailure('E_FRAUD_ALERT', 'We cannot complete this booking online. Call us to finish it.', { field: 'travelAgent.iataNumber' }));
    const { user } = await open(api);
    await fillVisitor(user);
    await user.type(screen.getByLabelText(/^Address line 1/), '1 Main St');
    await user.type(screen.getByLabelText(/^City/), 'New York');
    await user.selectOptions(await screen.findByRole('combobox', { name: /State or province/ }), 'NY');
    await user.type(screen.getByLabelText(/^Postal code/), '10036');
    await user.click(screen.getByLabelText('I’m a travel agent booking for a client'));
    await user.type(await screen.findByLabelText('IATA number'), '12345675');
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('IATA number')).toHaveAccessibleDescription('We cannot complete this booking online. Call us to finish it.'));
    expect(api.callsOf('UpdateCartGuestInfo')[0]?.variables.input).toMatchObject({ travelAgent: { iataNumber: '12345675' } });
  });

  describe('inline enrollment', () => {
    it('is refused for a prohibited country, with the reason', async () => {
      const { user } = await open();
      await user.selectOptions(screen.getByLabelText('Country or region'), 'CU');
      await user.click(screen.getByLabelText('Join Portico Rewards and earn points for this stay'));
      expect(await screen.findByText(/Joining online is not available for this country or region/)).toBeInTheDocument();
    });

    it('starts with the boxes the country’s options tick: marketing where it is an opt-out, nothing in an opt-in country', async () => {
      const { user } = await open();
      await user.selectOptions(screen.getByLabelText('Country or region'), 'US');
      await user.click(screen.getByLabelText('Join Portico Rewards and earn points for this stay'));
      await waitFor(() => expect(screen.getByLabelText('Send me offers by e-mail.')).toBeChecked());
      expect(screen.getByLabelText('I accept the Portico Rewards terms.')).not.toBeChecked();
      await user.selectOptions(screen.getByLabelText('Country or region'), 'GB');
      await waitFor(() => expect(screen.getByLabelText('Send me offers by e-mail.')).not.toBeChecked());
    });

    it('a duplicate e-mail shows the catalogue’s words on the e-mail field and keeps everything typed', async () => {
      enrollAnswer = () => json(409, { errorCode: 'emailDuplicateError', field: 'email', message: 'Duplicate.' });
      const { user, api } = await open();
      await fillVisitor(user, 'GB');
      await user.click(screen.getByLabelText('Join Portico Rewards and earn points for this stay'));
      await user.type(await screen.findByLabelText('Choose a password'), 'Stay#Well2026');
      await user.type(screen.getByLabelText('Confirm the password'), 'Stay#Well2026');
      await user.click(screen.getByLabelText('I accept the Portico Rewards terms.'));
      await acceptTerms(user);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(reservationErrorMessage('emailDuplicateError')));
      expect(screen.getByLabelText('E-mail')).toHaveValue('noa.levi@example.com');
      expect(screen.getByLabelText('Choose a password')).toHaveValue('Stay#Well2026');
      expect(api.callsOf('UpdateCartGuestInfo')).toHaveLength(0);
      expect(sent.find((call) => call.url.includes('enrollMember'))?.body).toMatchObject({ cartId: 'CART1', email: 'noa.levi@example.com', encryptedPassword: 'ENCRYPTED', consents: ['TERMS'] });
    });

    it('says the rules’ words, and a rule’s refusal the server names by its key, in the page’s locale (Japanese)', async () => {
      await loadAreas('ja-JP', allMessageAreas);
      const { t } = messagesFor('ja-JP');
      enrollAnswer = () => json(400, { errorCode: 'BAD_USER_INPUT', field: 'password', message: 'Choose a password.', messageKey: 'validation.password.required' });
      const user = userEvent.setup();
      render(<GuestInfoExperience location={{ pathname: '/reservation/guestInfoOverlay.mi', search: '?cartId=CART1&locale=ja-JP' }} request={createFakeGuestInfoApi().request} />);
      await screen.findByRole('form', { name: t('guestInfo.form.label') }, { timeout: 10000 });
      await user.selectOptions(screen.getByLabelText(t('guestInfo.guestDetails.country.label')), 'CU');
      await user.click(screen.getByLabelText(t('guestInfo.rewards.joinNow')));
      expect(await screen.findByText('この国または地域ではオンラインで入会できません。ゲストとして予約を完了することはできます。')).toBeInTheDocument();
      await user.type(screen.getByLabelText(t('guestInfo.guestDetails.givenName.label')), 'Noa');
      await user.type(screen.getByLabelText(t('guestInfo.guestDetails.surname.label')), 'Levi');
      await user.type(screen.getByLabelText(t('guestInfo.guestDetails.email.label')), 'noa.levi@example.com');
      await user.selectOptions(screen.getByLabelText(t('guestInfo.guestDetails.country.label')), 'GB');
      await user.type(screen.getByLabelText(t('guestInfo.guestDetails.phone.label')), '+1 (212) 555-0199');
      const password = await screen.findByLabelText(t('newPassword.choose'));
      expect(screen.getByText('パスワードの条件：8～20 文字；小文字；大文字；数字または @!#$&?%=_ のいずれか；英字、数字、@!#$&?%=_ のみ。')).toBeInTheDocument();
      await user.type(password, 'Stay#Well2026');
      await user.type(screen.getByLabelText(t('newPassword.confirm')), 'Stay#Well2026');
      await user.click(screen.getByRole('button', { name: t('guestInfo.form.continue') }));
      const terms = screen.getByLabelText('I accept the Portico Rewards terms.');
      await waitFor(() => expect(terms).toHaveAccessibleDescription('入会するには、チェックボックスにチェックを入れて同意してください。'));
      await user.click(terms);
      await user.click(screen.getByLabelText(t('guestInfo.consents.legal')));
      await user.click(screen.getByLabelText(t('guestInfo.consents.privacy')));
      await user.click(screen.getByRole('button', { name: t('guestInfo.form.continue') }));
      await waitFor(() => expect(password).toHaveAccessibleDescription('パスワードを設定してください。'));
    });
  });

  it('speaks the page’s locale: a ja-JP address gets the Japanese form, its checks and its arrival times', async () => {
    // As main.tsx does before mounting: the page's words are in hand when it first renders.
    await loadAreas('ja-JP', allMessageAreas);
    const user = userEvent.setup();
    render(<GuestInfoExperience location={{ pathname: '/reservation/guestInfoOverlay.mi', search: '?cartId=CART1&locale=ja-JP' }} request={createFakeGuestInfoApi().request} />);
    await screen.findByRole('form', { name: '宿泊者情報' }, { timeout: 10000 });
    expect(document.documentElement.lang).toBe('ja-JP');
    expect(screen.getByLabelText('メールアドレス')).toBeInTheDocument();
    expect(screen.getByLabelText('住所1（任意）')).toBeInTheDocument();
    expect(within(screen.getByLabelText('到着予定時刻（任意）')).getByRole('option', { name: '15:00' })).toHaveValue('15:00');
    await user.click(screen.getByRole('button', { name: '続行' }));
    expect(await screen.findByText('続行する前に次の項目を確認してください')).toBeInTheDocument();
    expect(screen.getByLabelText(/この予約の予約条件/)).toHaveAccessibleDescription('続行するには、予約条件に同意してください。');
  });

  it('has no axe violations, with and without errors', async () => {
    const { user, view } = await open();
    expect(await axeViolations(view.container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Check these before you continue');
    expect(await axeViolations(view.container)).toEqual([]);
  });
});
