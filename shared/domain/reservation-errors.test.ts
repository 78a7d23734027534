import { beforeAll, describe, expect, it } from 'vitest';
import { messageArea as refusalsMessages } from '../i18n/generated/areas/refusals';
import { loadAreas, messagesFor } from '../i18n/messages';
import { reservationErrorMessage } from '../i18n/refusals-in-english';
import {
  displayedReservationCode,
  errorLogLine,
  GENERIC_BOOKING_ERROR,
  isModifyOnlyCode,
  isTravelAgentCode,
  MODIFY_ONLY_CODES,
  NUMERIC_RESERVATION_CODES,
  RESERVATION_ERROR_CODES,
  reservationErrorRef,
  TRAVEL_AGENT_CODES,
} from './reservation-errors';

// The spec's lists, written out here on purpose: the table must cover each of them.
const SPEC_STRING_CODES = [
  'AP10071', 'AP10076', 'AP10077', 'E_ALREADY_CANCELLED', 'E_ALREADY_CONFIRMED', 'E_ARRIVAL_FORMAT', 'E_BAD_CONF_NO', 'E_BAD_HSSMMP_ID',
  'E_BAD_IATA', 'E_BAD_IATAN_VER', 'E_DOUBLE_CLICK', 'E_FRAUD_ALERT', 'E_INVALID_KEY', 'E_MAX_BOOKINGS', 'E_MAX_BOOK_ARRIVAL',
  'E_NO_CERTS_LEFT', 'E_REPEATED_HOTEL', 'E_TOO_MANY_NIGHTS',
];
const SPEC_NUMERIC_CODES = ['119', '163', '213', '217', '240', '241', '242', '262', '299', '313', '352', '365', '389', '506', '630', '647', '648'];

describe('the reservation error catalogue', () => {
  it('has words for every code of the spec, travel-agent and modify-only codes included', () => {
    for (const code of [...SPEC_STRING_CODES, ...SPEC_NUMERIC_CODES, ...TRAVEL_AGENT_CODES, ...MODIFY_ONLY_CODES, '427', GENERIC_BOOKING_ERROR]) {
      expect(RESERVATION_ERROR_CODES, code).toContain(code);
      expect(reservationErrorMessage(code), code).toMatch(/^[A-Z].+\.$/);
    }
    expect([...NUMERIC_RESERVATION_CODES]).toEqual(SPEC_NUMERIC_CODES);
  });

  it('says what happened for the self-describing codes', () => {
    expect(reservationErrorMessage('E_ALREADY_CANCELLED')).toBe('This reservation is already cancelled.');
    expect(reservationErrorMessage('RESERVATION_NOT_FOUND')).toMatch(/could not find a reservation/);
    expect(reservationErrorMessage('INVALID_CONFIRMATION_NUMBER')).toMatch(/digits only, up to 11/);
    expect(reservationErrorMessage('240')).toContain('(code 240)');
  });

  it('knows the booking cases of the rate list: a rate gone at select, and no exact match', () => {
    expect(displayedReservationCode('RATE_UNAVAILABLE')).toBe('RATE_UNAVAILABLE');
    expect(reservationErrorMessage('RATE_UNAVAILABLE')).toMatch(/just taken/);
    expect(reservationErrorMessage('NO_EXACT_MATCH')).toBe('Not an exact match, but these come close.');
  });

  it('reads an unknown or missing code as the generic booking error', () => {
    for (const code of ['E_SOMETHING_NEW', '', null, undefined, 'toString', '__proto__']) {
      expect(reservationErrorMessage(code)).toBe(reservationErrorMessage(GENERIC_BOOKING_ERROR));
      expect(displayedReservationCode(code)).toBe(GENERIC_BOOKING_ERROR);
    }
    expect(displayedReservationCode('E_BAD_CONF_NO')).toBe('E_BAD_CONF_NO');
  });

  it('knows which codes belong to travel agents and which to modifying', () => {
    expect(isTravelAgentCode('E_BAD_IATA')).toBe(true);
    expect(isTravelAgentCode('E_BAD_CONF_NO')).toBe(false);
    expect(isModifyOnlyCode('E_MOD_DISALLOW')).toBe(true);
    expect(isModifyOnlyCode('E_FRAUD_ALERT')).toBe(false);
  });
});

describe('reservationErrorRef', () => {
  beforeAll(() => loadAreas('es-ES', [refusalsMessages]));

  it('names one message per case: the system refusals share one that names the code', () => {
    expect(reservationErrorRef('E_ALREADY_CANCELLED')).toEqual({ key: 'refusal.alreadyCancelled' });
    expect(reservationErrorRef('240')).toEqual({ key: 'refusal.system', params: { code: '240' } });
    expect(reservationErrorRef('AP10076')).toEqual({ key: 'refusal.system', params: { code: 'AP10076' } });
    expect(reservationErrorRef('427')).toEqual(reservationErrorRef('DATES_UNAVAILABLE'));
  });

  it('reads an unknown or missing code as the generic booking error', () => {
    for (const code of ['E_SOMETHING_NEW', '', null, undefined, 'toString', '__proto__']) {
      expect(reservationErrorRef(code)).toEqual({ key: 'refusal.generic' });
    }
    expect(reservationErrorRef(GENERIC_BOOKING_ERROR)).toEqual({ key: 'refusal.generic' });
  });

  it('is said in the page’s locale, and reservationErrorMessage is its en-US words', () => {
    const es = messagesFor('es-ES');
    expect(es.say(reservationErrorRef('E_ALREADY_CANCELLED'))).toBe('Esta reserva ya está cancelada.');
    expect(es.say(reservationErrorRef('240'))).toBe(
      'Nuestro sistema de reservas no ha podido completar esta solicitud (código 240). Inténtalo de nuevo o llámanos y la terminaremos contigo.',
    );
    for (const code of RESERVATION_ERROR_CODES) {
      expect(es.sayNamed(reservationErrorRef(code).key, reservationErrorRef(code).params), code).not.toBeNull();
      expect(reservationErrorMessage(code), code).toBe(messagesFor('en-US').say(reservationErrorRef(code)));
    }
  });
});

describe('errorLogLine', () => {
  it('joins source, code, component and detail with |, API_ERROR by default', () => {
    expect(errorLogLine({ code: 'E_BAD_CONF_NO', component: 'LookupReservation', detail: '71234567' })).toBe('API_ERROR|E_BAD_CONF_NO|LookupReservation|71234567');
    expect(errorLogLine({ source: 'COMPONENT_ERROR', code: 'RENDER', component: 'Room overview' })).toBe('COMPONENT_ERROR|RENDER|Room overview|');
  });

  it('keeps a | inside a part from shifting the fields', () => {
    expect(errorLogLine({ code: 'X', component: 'A|B', detail: 'c|d' }).split('|')).toEqual(['API_ERROR', 'X', 'A/B', 'c/d']);
  });
});
