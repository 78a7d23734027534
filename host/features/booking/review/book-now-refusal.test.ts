import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { hostPaths } from '../../../../shared/domain/paths';
import { GENERIC_BOOKING_ERROR } from '../../../../shared/domain/reservation-errors';
import { reservationErrorMessage } from '../../../../shared/i18n/refusals-in-english';
import { messageArea as refusalsMessages } from '../../../../shared/i18n/generated/areas/refusals';
import { loadAreas, messagesFor } from '../../../../shared/i18n/messages';
import { bookNowOutcome, type BookNowRefusal } from './book-now-refusal';

const stay: SearchCriteria = {
  propertyId: 'NYCTS',
  checkInDate: '2026-07-03',
  checkOutDate: '2026-07-05',
  numRooms: 1,
  numAdultsPerRoom: 2,
  numChildrenPerRoom: 0,
  rewardsRedemption: false,
};

const messages = messagesFor('en-US');
const { t } = messages;
const refused = (code: string, more: Partial<BookNowRefusal> = {}): BookNowRefusal => ({ code, confirmationNumber: null, field: null, isAnswered: true, ...more });

describe('bookNowOutcome (spec 2 and 8: where a refused Book now leads)', () => {
  it('sends the last rooms sold to the unsuccessful-sell page for the same stay', () => {
    expect(bookNowOutcome(refused('ROOMS_SOLD_OUT'), stay, messages)).toEqual({ kind: 'leave', href: bookingPaths.unsuccessfulSell.getHref(stay) });
  });

  it('sends a room or rate no longer sold to the products-unavailable page for the same stay', () => {
    expect(bookNowOutcome(refused('PRODUCTS_UNAVAILABLE'), stay, messages)).toEqual({ kind: 'leave', href: bookingPaths.productsUnavailable.getHref(stay) });
  });

  it('sends a cart booked already to the confirmation the refusal names', () => {
    expect(bookNowOutcome(refused('E_ALREADY_CONFIRMED', { confirmationNumber: '81234567' }), stay, messages)).toEqual({
      kind: 'leave',
      href: '/reservation/confirmation.mi?confirmationNumber=81234567',
    });
  });

  it('stays with the catalogue’s words for a cart booked already when no confirmation is named', () => {
    expect(bookNowOutcome(refused('E_ALREADY_CONFIRMED'), stay, messages)).toEqual({ kind: 'stay', message: reservationErrorMessage('E_ALREADY_CONFIRMED'), reread: null });
  });

  it('sends a cart or session that ran out where spec 4 says', () => {
    expect(bookNowOutcome(refused('CART_VALIDATION_FAILED'), stay, messages)).toEqual({ kind: 'leave', href: bookingPaths.rateList.getHref(stay) });
    expect(bookNowOutcome(refused('SESSION_VALIDATION_FAILED'), stay, messages)).toEqual({ kind: 'leave', href: hostPaths.expiredSession.getHref() });
  });

  it('reads a cart changed meanwhile again, and says so in words about booking', () => {
    expect(bookNowOutcome(refused('STALE_REVISION'), stay, messages)).toEqual({ kind: 'stay', message: t('reviewDetails.bookNow.staleRevision'), reread: 'cart' });
  });

  it('says a booking of this cart is already under way, and reads the cart again', () => {
    expect(bookNowOutcome(refused('E_DOUBLE_CLICK'), stay, messages)).toEqual({ kind: 'stay', message: t('reviewDetails.bookNow.doubleClick'), reread: 'cart' });
  });

  it('reads the acknowledgements again when the server says the accepted ones are not all', () => {
    expect(bookNowOutcome(refused('BAD_USER_INPUT', { field: 'acceptedAcknowledgements' }), stay, messages)).toEqual({
      kind: 'stay',
      message: t('reviewDetails.bookNow.acknowledgementsChanged'),
      reread: 'acknowledgements',
    });
  });

  it.each(['PAYMENT_DECLINED', 'PAYMENT_REQUIRED', 'PAYMENT_CARD_EXPIRED', 'INSUFFICIENT_POINTS', 'GUEST_INFO_REQUIRED', 'E_FRAUD_ALERT', 'E_MAX_BOOKINGS', 'E_BAD_IATA', '389'])(
    'stays with the catalogue’s words for %s',
    (code) => {
      expect(bookNowOutcome(refused(code), stay, messages)).toEqual({ kind: 'stay', message: reservationErrorMessage(code), reread: null });
    },
  );

  it('reads a code the catalogue does not know, or another field’s BAD_USER_INPUT, as the generic booking error', () => {
    const generic = { kind: 'stay', message: reservationErrorMessage(GENERIC_BOOKING_ERROR), reread: null };
    expect(bookNowOutcome(refused('SOMETHING_NEW'), stay, messages)).toEqual(generic);
    expect(bookNowOutcome(refused('BAD_USER_INPUT', { field: 'idempotencyKey' }), stay, messages)).toEqual(generic);
  });

  it('says a call that got no answer may be pressed again without booking twice, whatever the code read as', () => {
    expect(bookNowOutcome(refused(GENERIC_BOOKING_ERROR, { isAnswered: false }), stay, messages)).toEqual({ kind: 'stay', message: t('reviewDetails.bookNow.noAnswer'), reread: null });
  });
});

describe('bookNowOutcome in the page’s language', () => {
  beforeAll(() => loadAreas('es-ES', [refusalsMessages]));

  it('says the catalogue’s words for a refusal it stays with in Spanish', () => {
    const es = messagesFor('es-ES');
    expect(bookNowOutcome(refused('PAYMENT_DECLINED'), stay, es)).toEqual({
      kind: 'stay',
      message: 'Tu tarjeta ha sido rechazada. No se ha cobrado nada: usa otra tarjeta o llama a tu banco.',
      reread: null,
    });
    expect(bookNowOutcome(refused('SOMETHING_NEW'), stay, es)).toEqual({
      kind: 'stay',
      message: 'Algo ha fallado con esta reserva. Inténtalo de nuevo o llámanos y la terminaremos contigo.',
      reread: null,
    });
  });
});
