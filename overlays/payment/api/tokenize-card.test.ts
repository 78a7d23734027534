import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentApiPaths, type CardTokenRequest } from '../../../shared/domain/payment-api';
import { messageArea as validationMessages } from '../../../shared/i18n/generated/areas/validation';
import { loadAreas, messagesFor } from '../../../shared/i18n/messages';
import { tokenizeCard } from './tokenize-card';

const CARD: CardTokenRequest = { cardNumber: '4111 1111 1111 1111', securityCode: '123', expiryMonth: 12, expiryYear: 2028, cardholderName: 'Rory Quinn' };
const TOKEN = `tok_${'A'.repeat(32)}`;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (code: string, field: string | null) => ({ message: 'Refused.', phoenixErrorMessages: { errorMessages: [code] }, nextStateURI: null, isRedirect: false, field });

function answer(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('tokenizeCard', () => {
  it('posts the five card fields alone, as JSON, to the overlay origin’s tokenising call with the session cookie', async () => {
    const fetchMock = answer(json(201, { token: TOKEN, brand: 'VISA', lastFour: '1111', expiryMonth: 12, expiryYear: 2028, cardholderName: 'Rory Quinn' }));
    const outcome = await tokenizeCard({ ...CARD, ...({ saveCard: true, cartId: 'CART1' } as object) } as CardTokenRequest, 'en-US');
    expect(outcome).toEqual({ status: 'tokenised', card: expect.objectContaining({ token: TOKEN, brand: 'VISA', lastFour: '1111' }) });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(paymentApiPaths.tokens);
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', cache: 'no-store' });
    expect(JSON.parse(String(init.body))).toEqual(CARD);
  });

  it('reads a refusal’s code and the request field it names', async () => {
    answer(json(400, refusal('CARD_EXPIRY_INVALID', 'expiryYear')));
    expect(await tokenizeCard(CARD, 'en-US')).toEqual({ status: 'refused', httpStatus: 400, code: 'CARD_EXPIRY_INVALID', field: 'expiryYear', message: 'Refused.' });
  });

  describe('with the page’s words', () => {
    beforeAll(() => loadAreas('es-ES', [validationMessages]));
    const named = (extra: Record<string, unknown>) => json(400, { ...refusal('CARD_SECURITY_CODE_INVALID', 'securityCode'), message: 'The security code is the 4 digits on the front of the card.', ...extra });

    it('says a shared rule’s refusal in the page’s locale, from the key and parameters the server sent', async () => {
      answer(named({ messageKey: 'validation.card.securityCodeDigits', messageParams: { digits: 4, side: 'front' } }));
      expect(await tokenizeCard(CARD, 'es-ES', messagesFor('es-ES'))).toEqual({
        status: 'refused',
        httpStatus: 400,
        code: 'CARD_SECURITY_CODE_INVALID',
        field: 'securityCode',
        message: 'El código de seguridad son los 4 dígitos del anverso de la tarjeta.',
      });
    });

    it('keeps the server’s words for a key the page does not have, or without the page’s words', async () => {
      answer(named({ messageKey: 'validation.card.noSuchRule' }));
      expect(await tokenizeCard(CARD, 'es-ES', messagesFor('es-ES'))).toMatchObject({ message: 'The security code is the 4 digits on the front of the card.' });
      answer(named({ messageKey: 'validation.card.securityCodeDigits', messageParams: { digits: 4, side: 'front' } }));
      expect(await tokenizeCard(CARD, 'es-ES')).toMatchObject({ message: 'The security code is the 4 digits on the front of the card.' });
    });
  });

  it('names no field it does not know, and reads a refusal without a code as the generic booking error', async () => {
    answer(json(429, { ...refusal('x', 'cartId'), phoenixErrorMessages: { errorMessages: [] } }));
    expect(await tokenizeCard(CARD, 'en-US')).toMatchObject({ status: 'refused', httpStatus: 429, code: 'WEB-BOOK-GEN001', field: null });
  });

  it.each([
    ['no answer', new TypeError('offline')],
    ['a server failure', json(503, refusal('SERVICE_UNAVAILABLE', null))],
    ['a token that is not the contract’s', json(201, { token: '4111111111111111', brand: 'VISA', lastFour: '1111' })],
  ])('judges %s as unreachable: nothing is known of the card', async (_case, response) => {
    answer(response);
    expect(await tokenizeCard(CARD, 'en-US')).toEqual({ status: 'unreachable' });
  });
});
