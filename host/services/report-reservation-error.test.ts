// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logToServer } from '../../shared/telemetry/client-log';
import { pushDataLayer } from '../../shared/telemetry/data-layer';
import { reportReservationError } from './report-reservation-error';

vi.mock('./config', () => ({ config: { locale: 'en-US' } }));
vi.mock('../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));

beforeEach(() => {
  vi.mocked(logToServer).mockClear();
  vi.mocked(pushDataLayer).mockClear();
});

describe('reportReservationError (spec 8 log line)', () => {
  it('logs source, code, component and detail, and puts the line in the data layer’s error_info', () => {
    const line = reportReservationError({ code: 'STALE_REVISION', component: 'CancelReservation', detail: 'cancel 81234567', level: 'warn' });
    expect(line).toBe('API_ERROR|STALE_REVISION|CancelReservation|cancel 81234567');
    expect(logToServer).toHaveBeenCalledExactlyOnceWith('warn', line);
    expect(vi.mocked(pushDataLayer).mock.calls[0]![1]).toEqual({ name: 'reservationError', detail: { error_info: line } });
  });

  it('logs a code the catalogue does not know as the generic booking error, keeping the code in the detail', () => {
    expect(reportReservationError({ code: 'NEW_CODE', component: 'PreBooking', detail: 'read cart C', level: 'error' })).toBe(
      'API_ERROR|WEB-BOOK-GEN001|PreBooking|read cart C (code NEW_CODE)',
    );
  });

  it('puts a named case’s own code in the code place, and the reservation code first in the detail', () => {
    expect(reportReservationError({ code: 'ROOMS_SOLD_OUT', component: 'Booking Acknowledgement', caseCode: 'BOOK_NOW_GUEST_ERROR', detail: 'book cart C', level: 'warn' })).toBe(
      'API_ERROR|BOOK_NOW_GUEST_ERROR|Booking Acknowledgement|ROOMS_SOLD_OUT book cart C',
    );
    expect(reportReservationError({ code: 'NEW_CODE', component: 'Booking Acknowledgement', caseCode: 'BOOK_NOW_MEMBER_ERROR', detail: 'book cart C', level: 'error' })).toBe(
      'API_ERROR|BOOK_NOW_MEMBER_ERROR|Booking Acknowledgement|WEB-BOOK-GEN001 book cart C (code NEW_CODE)',
    );
  });
});
