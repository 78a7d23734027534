// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnrollmentResult } from '../../../../shared/auth/enroll-client';
import { enrollMember } from '../../../../shared/auth/enroll-client';
import type { UserDetailsResponse } from '../../../../shared/domain/auth-responses';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { reservationErrorMessage } from '../../../../shared/i18n/refusals-in-english';
import { allMessageAreas } from '../../../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../../../shared/i18n/messages';
import { MessagesProvider } from '../../../../shared/i18n/messages-context';
import { createFakeConfirmationApi } from '../confirmation/testing/confirmation-fake-api';
import { confirmationOrderFixture, type ConfirmationOrderFixture, contactFixture } from '../confirmation/testing/confirmation-fixtures';
import { renderBookedPage } from '../confirmation/testing/render-booked-page';
import { JoinAndSavePage } from './join-and-save-page';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../../shared/auth/enroll-client', async (importOriginal) => ({ ...(await importOriginal<object>()), enrollMember: vi.fn() }));
const user = vi.hoisted(() => ({ details: undefined as UserDetailsResponse | undefined, refresh: vi.fn(async () => undefined) }));
vi.mock('../../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: user.details, error: undefined, isLoading: false, mutate: user.refresh }) }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

const visitor: UserDetailsResponse = { status: 'FAILURE', rememberedUser: false, sessionTimedOut: false, headerSubtext: { consumerName: null }, userProfileData: null };
const joined: EnrollmentResult = { ok: true, member: { memberNumber: '212345678', givenName: 'Rory', tier: 'Member' } };
const refused = (errorCode: string, field: string | null = null, message = 'Refused.'): EnrollmentResult => ({ ok: false, status: 400, refusal: { errorCode, field, message } });

async function renderPage(order: ConfirmationOrderFixture = confirmationOrderFixture(), page = <JoinAndSavePage />) {
  const fake = createFakeConfirmationApi({ order });
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  renderBookedPage(bookingPaths.joinAndSaveReservation.path, page, bookingPaths.joinAndSaveReservation.getHref('40000001'));
  await screen.findByRole('heading', { level: 1 });
  return { fake, person: userEvent.setup() };
}

async function fillPassword(person: ReturnType<typeof userEvent.setup>, password = 'Stay#Well2026') {
  await person.type(await screen.findByLabelText('Choose a password'), password);
  await person.type(screen.getByLabelText('Confirm the password'), password);
}

const join = (person: ReturnType<typeof userEvent.setup>) => person.click(screen.getByRole('button', { name: 'Join and save this booking' }));

beforeEach(() => {
  user.details = visitor;
  user.refresh.mockClear();
  vi.mocked(enrollMember).mockReset();
});

describe('JoinAndSavePage', () => {
  it('prefills the booking’s guest and e-mail, and offers the booker’s country’s consents', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Join Portico Rewards and save this booking' })).toBeInTheDocument();
    expect(await screen.findByLabelText('First name')).toHaveValue('Rory');
    expect(screen.getByLabelText('Last name')).toHaveValue('Quinn');
    expect(screen.getByLabelText('E-mail (you sign in with it)')).toHaveValue('rory.quinn@example.com');
    expect(screen.getByLabelText('Mobile number country code')).toHaveValue('US');
    await waitFor(() => expect(screen.getByLabelText('Send me offers and news from Portico Rewards by e-mail.')).toBeChecked());
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });

  it('refuses a password by spec 5’s rules and a mismatch, each on its field, without sending', async () => {
    const { person } = await renderPage();
    await fillPassword(person, 'short');
    await person.clear(screen.getByLabelText('Confirm the password'));
    await person.type(screen.getByLabelText('Confirm the password'), 'other');
    await join(person);
    expect(screen.getByLabelText('Choose a password')).toHaveAccessibleDescription(/^Your password needs 8 to 20 characters; an uppercase letter; a number or one of/);
    expect(screen.getByLabelText('Confirm the password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(enrollMember).not.toHaveBeenCalled();
  });

  it('asks an enhanced opt-in country for the consent box, in the rule’s words', async () => {
    const { person } = await renderPage(confirmationOrderFixture({ contact: contactFixture({ email: 'rory.quinn@example.com', phone: '2079460000', countryCode: 'GB' }) }));
    await fillPassword(person);
    expect(screen.getByLabelText('Send me offers and news from Portico Rewards by e-mail.')).not.toBeChecked();
    await join(person);
    expect(screen.getByLabelText('I agree to the Portico Rewards terms and conditions and to the privacy notice.')).toHaveAccessibleDescription('To join, tick the box to give your consent.');
    expect(enrollMember).not.toHaveBeenCalled();
  });

  it('joins with the booking’s confirmation number, refreshes who is signed in, and goes to my trips with a status message', async () => {
    vi.mocked(enrollMember).mockResolvedValue(joined);
    const { person } = await renderPage();
    await fillPassword(person);
    await person.click(screen.getByLabelText('I agree to the Portico Rewards terms and conditions and to the privacy notice.'));
    await join(person);
    expect(await screen.findByRole('heading', { level: 1, name: 'My trips' })).toBeInTheDocument();
    expect(enrollMember).toHaveBeenCalledWith({
      confirmationNumber: '40000001',
      title: null,
      givenName: 'Rory',
      surname: 'Quinn',
      email: 'rory.quinn@example.com',
      smsNumber: null,
      password: 'Stay#Well2026',
      consents: ['MARKETING', 'PROGRAMME_TERMS'],
    });
    expect(user.refresh).toHaveBeenCalled();
    expect(screen.getByLabelText('status message')).toHaveTextContent(
      'Welcome to Portico Rewards, Rory. Your member number is 212345678, and your booking at Portico Times Square (40000001) is saved to your trips.',
    );
  });

  it.each([
    ['emailDuplicateError', null, 'E-mail (you sign in with it)', reservationErrorMessage('emailDuplicateError')],
    ['BAD_USER_INPUT', 'surname', 'Last name', 'Enter your last name in Latin letters.'],
    ['BAD_USER_INPUT', 'smsNumber', 'Mobile number for text messages (optional)', 'A mobile number has 7 to 16 digits.'],
  ])('shows the refusal %s on its field (%s) and keeps what was typed', async (code, field, label, words) => {
    vi.mocked(enrollMember).mockResolvedValue(refused(code, field, words));
    const { person } = await renderPage();
    await fillPassword(person);
    await person.click(screen.getByLabelText('I agree to the Portico Rewards terms and conditions and to the privacy notice.'));
    await join(person);
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(words));
    expect(screen.getByLabelText('Choose a password')).toHaveValue('Stay#Well2026');
  });

  it.each([
    ['RESERVATION_NOT_PERMITTED', 'This booking can be saved to a new account only from the browser that made it.'],
    ['E_ALREADY_CONFIRMED', 'This booking is already saved to a Portico Rewards account.'],
    ['phoneAlreadyAssociatedError', reservationErrorMessage('phoneAlreadyAssociatedError')],
  ])('says what %s means above the button', async (code, words) => {
    vi.mocked(enrollMember).mockResolvedValue(refused(code));
    const { person } = await renderPage();
    await fillPassword(person);
    await person.click(screen.getByLabelText('I agree to the Portico Rewards terms and conditions and to the privacy notice.'));
    await join(person);
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });

  it('says joining is not offered to a booker from a prohibited country', async () => {
    await renderPage(confirmationOrderFixture({ contact: contactFixture({ email: 'rory.quinn@example.com', phone: null, countryCode: 'CU' }) }));
    expect(await screen.findByText(/Joining online is not available for this country or region/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join and save this booking' })).toBeNull();
  });

  it('points a signed-in member to Save to my trips', async () => {
    user.details = { ...visitor, status: 'SUCCESS', userProfileData: { memberNumber: '100000002', consumerId: 'C2', tier: 'Platinum' } };
    await renderPage();
    expect(screen.getByRole('link', { name: 'Save this booking to my trips' })).toHaveAttribute('href', bookingPaths.saveToMyTrips.getHref('40000001'));
  });

  it('says a booking with an account is saved already', async () => {
    await renderPage(confirmationOrderFixture({ isGuestBooking: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'This booking is already saved' })).toBeInTheDocument();
  });

  it('says the shared rules’ words, and a rule’s refusal the server names by its key, in the page’s locale (Spanish)', async () => {
    await loadAreas('es-ES', allMessageAreas);
    vi.mocked(enrollMember).mockResolvedValue({
      ok: false,
      status: 400,
      refusal: { errorCode: 'BAD_USER_INPUT', field: 'password', message: 'Choose a password.', messageKey: 'validation.password.required' },
    });
    const gb = confirmationOrderFixture({ contact: contactFixture({ email: 'rory.quinn@example.com', phone: '2079460000', countryCode: 'GB' }) });
    const { person } = await renderPage(
      gb,
      <MessagesProvider locale="es-ES">
        <JoinAndSavePage />
      </MessagesProvider>,
    );
    const password = await screen.findByLabelText('Elige una contraseña');
    expect(
      screen.getByText('Tu contraseña necesita: entre 8 y 20 caracteres; una letra minúscula; una letra mayúscula; un número o uno de @!#$&?%=_; solo letras, números y @!#$&?%=_.'),
    ).toBeInTheDocument();
    await person.type(password, 'short');
    await person.click(screen.getByRole('button', { name: 'Únete y guarda esta reserva' }));
    expect(password).toHaveAccessibleDescription('Tu contraseña necesita entre 8 y 20 caracteres; una letra mayúscula; un número o uno de @!#$&?%=_.');
    expect(screen.getByText('Para unirte, marca la casilla y da tu consentimiento.')).toBeInTheDocument();
    await person.clear(password);
    await person.type(password, 'Stay#Well2026');
    await person.type(screen.getByLabelText('Confirma la contraseña'), 'Stay#Well2026');
    await person.click(screen.getByLabelText('I agree to the Portico Rewards terms and conditions and to the privacy notice.'));
    await person.click(screen.getByRole('button', { name: 'Únete y guarda esta reserva' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Elige una contraseña.'));
  });

  it('says joining is not offered to a prohibited country in the page’s locale (Spanish)', async () => {
    await loadAreas('es-ES', allMessageAreas);
    await renderPage(
      confirmationOrderFixture({ contact: contactFixture({ email: 'rory.quinn@example.com', phone: null, countryCode: 'CU' }) }),
      <MessagesProvider locale="es-ES">
        <JoinAndSavePage />
      </MessagesProvider>,
    );
    expect(await screen.findByText('No es posible unirse online desde este país o región. Aún puedes completar tu reserva como invitado.')).toBeInTheDocument();
  });
});
