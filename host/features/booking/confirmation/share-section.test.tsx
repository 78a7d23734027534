// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { ConfirmationPage } from './confirmation-page';
import { createFakeConfirmationApi } from './testing/confirmation-fake-api';
import { confirmationOrderFixture, type ConfirmationOrderFixture, contactFixture } from './testing/confirmation-fixtures';
import { renderBookedPage } from './testing/render-booked-page';

process.env.TZ = 'UTC';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: () => null }));
vi.mock('../../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: undefined, error: undefined, isLoading: true, mutate: vi.fn() }) }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

async function renderPage(order: ConfirmationOrderFixture = confirmationOrderFixture()) {
  const fake = createFakeConfirmationApi({ order });
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  renderBookedPage(bookingPaths.confirmation.path, <ConfirmationPage />, bookingPaths.confirmation.getHref('40000001'));
  const share = await screen.findByRole('region', { name: 'Share this booking' });
  return { fake, user: userEvent.setup(), share };
}

const messages = () => within(screen.getByRole('region', { name: 'Messages about this booking' })).getAllByRole('listitem');

describe('Share by e-mail', () => {
  it('refuses an address the shared rule refuses, on its field, without sending', async () => {
    const { fake, user, share } = await renderPage();
    const form = within(share).getByRole('form', { name: 'Share by e-mail' });
    await user.type(within(form).getByLabelText('E-mail address to share with'), 'ava@example');
    await user.click(within(form).getByRole('button', { name: 'Send by e-mail' }));
    expect(within(form).getByLabelText('E-mail address to share with')).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
    await user.clear(within(form).getByLabelText('E-mail address to share with'));
    await user.click(within(form).getByRole('button', { name: 'Send by e-mail' }));
    expect(within(form).getByLabelText('E-mail address to share with')).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(fake.callsOf('ShareConfirmation')).toHaveLength(0);
  });

  it('shows the server’s refusal of the recipient on the field, and one about the booking above the button', async () => {
    const { fake, user, share } = await renderPage();
    const form = within(share).getByRole('form', { name: 'Share by e-mail' });
    fake.state.refusals.set('ShareConfirmation', { code: 'BAD_USER_INPUT', field: 'recipient', message: 'An e-mail address has at most 80 characters.' });
    await user.type(within(form).getByLabelText('E-mail address to share with'), 'ava.morgan@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send by e-mail' }));
    await waitFor(() => expect(within(form).getByLabelText('E-mail address to share with')).toHaveAccessibleDescription('An e-mail address has at most 80 characters.'));
    expect(within(form).getByLabelText('E-mail address to share with')).toHaveValue('ava.morgan@example.com');

    fake.state.refusals.set('ShareConfirmation', { code: 'RESERVATION_NOT_PERMITTED' });
    await user.type(within(form).getByLabelText('E-mail address to share with'), 'x');
    await user.click(within(form).getByRole('button', { name: 'Send by e-mail' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Find this reservation with its confirmation number and last name, or sign in as the member who booked it.');
  });

  it('sends, says so, clears the field, and lists the message sent with the others', async () => {
    const { fake, user, share } = await renderPage();
    const form = within(share).getByRole('form', { name: 'Share by e-mail' });
    await user.type(within(form).getByLabelText('E-mail address to share with'), ' ava.morgan@example.com ');
    await user.click(within(form).getByRole('button', { name: 'Send by e-mail' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Sent by e-mail to ava.morgan@example.com.'));
    expect(fake.callsOf('ShareConfirmation')[0]?.variables.input).toEqual({ confirmationNumber: '40000001', channel: 'EMAIL', recipient: 'ava.morgan@example.com' });
    expect(within(form).getByLabelText('E-mail address to share with')).toHaveValue('');
    expect(messages().map((item) => item.querySelector('strong')?.textContent)).toEqual(['E-mail to rory.quinn@example.com', 'E-mail to ava.morgan@example.com']);
    // The list was updated from the answer, not read again.
    expect(fake.callsOf('NotificationStatus')).toHaveLength(1);
  });
});

describe('Share by SMS', () => {
  it('starts with the booker’s country and checks the number by that country’s rule', async () => {
    const { fake, user, share } = await renderPage();
    const form = within(share).getByRole('form', { name: 'Share by SMS' });
    expect(await within(form).findByLabelText('Country or region of the number')).toHaveValue('US');
    await user.selectOptions(within(form).getByLabelText('Country or region of the number'), 'HK');
    await user.type(within(form).getByLabelText('Mobile number to share with'), '9123 45678');
    await user.click(within(form).getByRole('button', { name: 'Send by text message' }));
    expect(within(form).getByLabelText('Mobile number to share with')).toHaveAccessibleDescription('This is not a valid phone number for the country chosen. Check the number, or start it with + and the country code.');
    expect(fake.callsOf('ShareConfirmation')).toHaveLength(0);
  });

  it('asks for the country when the booker’s is not one SMS reaches', async () => {
    const { user, share } = await renderPage(confirmationOrderFixture({ contact: contactFixture({ email: 'rory.quinn@example.com', phone: null, countryCode: 'ZZ' }) }));
    const form = within(share).getByRole('form', { name: 'Share by SMS' });
    await user.type(await within(form).findByLabelText('Mobile number to share with'), '2125550142');
    await user.click(within(form).getByRole('button', { name: 'Send by text message' }));
    expect(within(form).getByLabelText('Country or region of the number')).toHaveAccessibleDescription('Choose the country the number is dialled in.');
  });

  it('sends the number in E.164, says so formatted, and lists the text message with the number isolated', async () => {
    const { fake, user, share } = await renderPage();
    const form = within(share).getByRole('form', { name: 'Share by SMS' });
    await user.type(await within(form).findByLabelText('Mobile number to share with'), '(212) 555-0199');
    await user.click(within(form).getByRole('button', { name: 'Send by text message' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Sent by text message to +1 212 555 0199.'));
    expect(fake.callsOf('ShareConfirmation')[0]?.variables.input).toEqual({ confirmationNumber: '40000001', channel: 'SMS', recipient: '+12125550199', countryCode: 'US' });
    expect(messages()[1]).toHaveTextContent('Text message to +1 212 555 0199');
    expect(within(messages()[1]!).getByText('+1 212 555 0199')).toHaveAttribute('dir', 'ltr');
  });

  it('shows the server’s refusal of the number on its field', async () => {
    const { fake, user, share } = await renderPage();
    const form = within(share).getByRole('form', { name: 'Share by SMS' });
    fake.state.refusals.set('ShareConfirmation', { code: 'BAD_USER_INPUT', field: 'recipient', message: 'A phone number for this country has at most 10 digits.' });
    await user.type(await within(form).findByLabelText('Mobile number to share with'), '2125550199');
    await user.click(within(form).getByRole('button', { name: 'Send by text message' }));
    await waitFor(() => expect(within(form).getByLabelText('Mobile number to share with')).toHaveAccessibleDescription('A phone number for this country has at most 10 digits.'));
  });
});

describe('sharing', () => {
  it('is not offered to a browser that sees only some rooms of the order', async () => {
    const fake = createFakeConfirmationApi({ order: confirmationOrderFixture({ contact: null }) });
    api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
    renderBookedPage(bookingPaths.confirmation.path, <ConfirmationPage />, bookingPaths.confirmation.getHref('40000001'));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Share this booking' })).toBeNull();
  });
});
