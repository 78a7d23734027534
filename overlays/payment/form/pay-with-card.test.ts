import { GraphQLError } from 'graphql';
import { ClientError } from 'graphql-request';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { loadAreas, messagesFor } from '../../../shared/i18n/messages';
import { MESSAGE_AREAS } from '../payment-messages';
import { payWithCard, type PayContext } from './pay-with-card';
import type { PaymentCardInput, SavedCard } from './payment-card-values';

// The overlay's own areas, as its pages load them: the refusals' words must be among them.
beforeAll(() => loadAreas('es-ES', MESSAGE_AREAS));

const savedCard: SavedCard = { token: 'tok_saved', brand: 'VISA', lastFour: '1111', expiryMonth: 12, expiryYear: 2030, cardholderName: 'Ana García' };
const values = (cardChoice: string): PaymentCardInput => ({ cardChoice, cardNumber: '', securityCode: '', expiryMonth: '', expiryYear: '', cardholderName: '', saveCard: false });

const refusing = (code: string): GraphQlRequest => () =>
  Promise.reject(
    new ClientError(
      { errors: [new GraphQLError('Your card was declined. Nothing was charged: use another card, or call your bank.', { extensions: { code } })], status: 200, headers: new Headers(), body: '' },
      { query: 'UpdateCartPayment' },
    ),
  );

const context = (request: GraphQlRequest): PayContext => ({
  request,
  unreportedRequest: request,
  cartId: 'cart-1',
  revisionNumber: 3,
  locale: 'es-ES',
  savedCards: [savedCard],
  refreshRevision: () => Promise.resolve(3),
  report: vi.fn(),
  messages: messagesFor('es-ES'),
});

describe('payWithCard’s refusals in the page’s locale', () => {
  it('says a saved card that is no longer there in the catalogue’s Spanish words', async () => {
    expect(await payWithCard(values('tok_gone'), context(refusing('PAYMENT_DECLINED')))).toEqual({
      kind: 'refused',
      code: 'PAYMENT_TOKEN_INVALID',
      field: 'cardChoice',
      message: 'No hemos podido usar esa tarjeta. Vuelve a introducir sus datos.',
    });
  });

  it('says the payment step’s refusal of the card in Spanish, not in the server’s English', async () => {
    expect(await payWithCard(values(savedCard.token), context(refusing('PAYMENT_DECLINED')))).toEqual({
      kind: 'refused',
      code: 'PAYMENT_DECLINED',
      field: null,
      message: 'Tu tarjeta ha sido rechazada. No se ha cobrado nada: usa otra tarjeta o llama a tu banco.',
    });
  });
});
