// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { ConfirmationPage } from './confirmation-page';
import { createFakeConfirmationApi } from './testing/confirmation-fake-api';
import { confirmationOrderFixture, confirmationRoomFixture } from './testing/confirmation-fixtures';
import { renderBookedPage } from './testing/render-booked-page';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: () => null }));
vi.mock('../../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: undefined, error: undefined, isLoading: true, mutate: vi.fn() }) }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

afterEach(() => vi.restoreAllMocks());

function renderPage(fake = createFakeConfirmationApi()) {
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  renderBookedPage(bookingPaths.confirmation.path, <ConfirmationPage />, bookingPaths.confirmation.getHref('40000001'));
  return fake;
}

const WAITING_FOR: Record<string, string> = {
  HotelHeader: 'the hotel details',
  NotificationStatus: 'the messages sent',
  ConfirmationMessage: 'the confirmation message',
};

describe('Print', () => {
  it.each(Object.keys(WAITING_FOR))('stays disabled, saying why, until %s has loaded as the last of the three (spec 4)', async (last) => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const fake = createFakeConfirmationApi();
    fake.hold(last);
    renderPage(fake);
    const button = await screen.findByRole('button', { name: 'Print' });
    // The other two load; the button still waits for the last, and names it.
    await waitFor(() => expect(button).toHaveAccessibleDescription(`Print is ready once ${WAITING_FOR[last]} has loaded.`));
    expect(button).toBeDisabled();
    fake.release(last);
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAccessibleDescription();
    await userEvent.setup().click(button);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('names every part it waits for while all three load', async () => {
    const fake = createFakeConfirmationApi();
    for (const name of Object.keys(WAITING_FOR)) fake.hold(name);
    renderPage(fake);
    expect(await screen.findByRole('button', { name: 'Print' })).toHaveAccessibleDescription(
      'Print is ready once the hotel details, the messages sent, and the confirmation message have loaded.',
    );
  });

  it('is ready when a part failed to load: that part says so, and the rest is worth printing', async () => {
    const fake = createFakeConfirmationApi();
    fake.state.refusals.set('ConfirmationMessage', { code: 'INTERNAL_SERVER_ERROR' });
    renderPage(fake);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled());
    expect(screen.getByText('We could not load the hotel’s message for this booking. Your booking is not affected.')).toBeInTheDocument();
  });
});

describe('Add to calendar', () => {
  it('downloads the stay as an .ics file from a Blob, at the hotel’s address, naming every confirmation number', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:http://localhost:8080/ics';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderPage(createFakeConfirmationApi({ order: confirmationOrderFixture({ items: [confirmationRoomFixture(1), confirmationRoomFixture(2)] }) }));
    // The hotel's address comes with the header: wait for it, as print does.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to calendar' }));

    expect(clicked[0]?.download).toBe('portico-40000001.ics');
    expect(clicked[0]?.href).toBe('blob:http://localhost:8080/ics');
    expect(blobs[0]?.type).toBe('text/calendar;charset=utf-8');
    const text = await blobs[0]!.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('DTSTART;VALUE=DATE:20260703\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20260705\r\n');
    expect(text).toContain('LOCATION:1535 Broadway\\, New York\\, NY 10036\\, United States\r\n');
    expect(text.replace(/\r\n /g, '')).toContain('DESCRIPTION:Confirmation numbers: 40000001\\, 40000002');
    expect(screen.getByText('Your calendar file portico-40000001.ics is downloading.')).toBeInTheDocument();
  });
});
