// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UseHostBridgeOptions } from '../../../bridge/react/use-host-bridge';
import { paymentApiPaths } from '../../../shared/domain/payment-api';
import { telemetryApiPaths } from '../../../shared/domain/paths';
import { reservationErrorMessage } from '../../../shared/i18n/refusals-in-english';
import { allMessageAreas } from '../../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../../shared/i18n/messages';
import { axeViolations } from '../../../shared/testing/axe-violations';
import { everythingSentToHost, fakeHost as host, hostBridge } from '../testing/fake-host';
import { current, fillCard, logLines, openPayment as open, setUpPaymentTests, THIS_YEAR, useThisCard, VISA } from '../testing/open-payment';
import { createFakePaymentApi, graphQlFailure, paymentInfoFixture, savedVisa } from '../testing/payment-fake-api';
import { PaymentExperience } from './payment-experience';

vi.mock('../config', () => ({
  config: { hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081', allowedHostOrigins: ['http://localhost:8080'], signInDisabledLocales: [], imageCacheDomain: 'http://localhost:8080' },
}));
vi.mock('../../../bridge/react/use-host-bridge', async () => {
  const { hostBridge: bridge } = await import('../testing/fake-host');
  return { useHostBridge: (options: UseHostBridgeOptions) => bridge.answer(options) };
});

setUpPaymentTests();
const api = () => current.api;
/** Everything that left the overlay other than the tokenising call: GraphQL variables, log lines, bridge calls. */
const everythingButTheToken = () => JSON.stringify([api().state.calls, logLines(), everythingSentToHost()]);

describe('PaymentExperience', () => {
  it('sends the card only to the tokenising call and only the token to UpdateCartPayment', async () => {
    const { user } = await open();
    await fillCard(user);
    await useThisCard(user);
    await waitFor(() => expect(host.paymentCompleted).toHaveBeenCalled());
    const [tokenCall, ...more] = api().sentTo(paymentApiPaths.tokens);
    expect(more).toEqual([]);
    expect(tokenCall?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(tokenCall?.body).toEqual({ cardNumber: VISA.number, securityCode: '123', expiryMonth: 12, expiryYear: THIS_YEAR + 2, cardholderName: 'Rory Quinn' });
    expect(api().state.sent.filter((item) => item.url !== paymentApiPaths.tokens && item.url !== telemetryApiPaths.logger)).toEqual([]);
    const token = api().callsOf('UpdateCartPayment')[0]?.variables.input as { paymentToken: string };
    expect(api().callsOf('UpdateCartPayment')[0]?.variables).toEqual({ input: { cartId: 'CART1', revisionNumber: 5, paymentToken: token.paymentToken, saveCard: false } });
    expect(token.paymentToken).toMatch(/^tok_/);
    expect(everythingButTheToken()).not.toContain(VISA.digits);
    expect(everythingButTheToken()).not.toContain('1111 1111');
    expect(everythingButTheToken()).not.toContain('Rory');
  });

  it('tells the host the card’s brand and last four only, and the data layer the brand', async () => {
    const { user } = await open();
    await fillCard(user);
    await useThisCard(user);
    await waitFor(() => expect(host.paymentCompleted).toHaveBeenCalledWith({ cartId: 'CART1', revisionNumber: 6, brand: 'VISA', lastFour: '1111' }));
    expect(host.emit).toHaveBeenCalledWith({ name: 'paymentCardAccepted', detail: { brand: 'VISA', isSavedCard: false, isCardSaved: false } });
    expect(host.graphQlError).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Your Visa card ending in 1111 pays for this booking.');
  });

  it('clears the number and security code from the form once sent, and keeps the rest', async () => {
    const { user } = await open();
    await fillCard(user);
    await useThisCard(user);
    await waitFor(() => expect(host.paymentCompleted).toHaveBeenCalled());
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByLabelText('Security code')).toHaveValue('');
    expect(screen.getByLabelText('Name on card')).toHaveValue('Rory Quinn');
    expect(screen.getByLabelText('Card number')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the cardholder’s name in the tab for a reload, never any part of the card, and forgets it once paid', async () => {
    const { user } = await open();
    await fillCard(user);
    const kept = JSON.stringify({ ...sessionStorage });
    expect(kept).toContain('Rory Quinn');
    for (const cardPart of [VISA.digits, VISA.number, '"123"', String(THIS_YEAR + 2)]) expect(kept).not.toContain(cardPart);
    await useThisCard(user);
    await waitFor(() => expect(host.paymentCompleted).toHaveBeenCalled());
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Rory Quinn');
  });

  it('reports a declined card to the host as a payment-info failure, logs it and says so, and takes another card', async () => {
    const { user } = await open();
    await fillCard(user, { ...VISA, number: '4000 0000 0000 0002' });
    await useThisCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(reservationErrorMessage('PAYMENT_DECLINED'));
    // The busy button had the focus; the refusal takes it, so a keyboard user is not left on the page's body.
    expect(screen.getByRole('alert').closest('[tabindex="-1"]')).toHaveFocus();
    expect(host.graphQlError).toHaveBeenCalledOnce();
    expect(host.graphQlError).toHaveBeenCalledWith({ operationName: 'UpdateCartPayment', codes: ['PAYMENT_DECLINED'], isPaymentInfo: true });
    expect(host.emit).toHaveBeenCalledWith({ name: 'paymentCardRefused', detail: { field: null, errorCode: 'PAYMENT_DECLINED' } });
    expect(host.paymentCompleted).not.toHaveBeenCalled();
    await waitFor(() => expect(logLines()).toEqual([{ level: 'warn', message: 'API_ERROR|PAYMENT_DECLINED|Payment|UpdateCartPayment PAYMENT_DECLINED' }]));
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByLabelText('Security code')).toHaveValue('');
    expect(everythingButTheToken()).not.toContain('4000000000000002');

    await user.type(screen.getByLabelText('Card number'), '5555 5555 5555 4444');
    await user.type(screen.getByLabelText('Security code'), '737');
    await useThisCard(user);
    await waitFor(() => expect(host.paymentCompleted).toHaveBeenCalledWith({ cartId: 'CART1', revisionNumber: 6, brand: 'MASTERCARD', lastFour: '4444' }));
  });

  it('reports its height to the host, which then shows and focuses the frame, only once the form is in place', async () => {
    current.api = createFakePaymentApi();
    const api = current.api;
    api.hold('PaymentInfo');
    render(<PaymentExperience location={{ pathname: '/reservation/paymentOverlay.mi', search: '?cartId=CART1&variant=change' }} request={api.request} />);
    await screen.findByRole('status', { name: 'Loading the payment form' });
    expect(hostBridge.options?.isReady).toBe(false);
    api.release('PaymentInfo');
    await screen.findByRole('form', { name: 'Card to pay with' });
    await waitFor(() => expect(hostBridge.options?.isReady).toBe(true));
    hostBridge.options?.onFocus();
    expect(screen.getByLabelText('Card number')).toHaveFocus();
  });

  it('puts a refusal of the tokenising call on the field it names, focused, and pays nothing', async () => {
    api().refuseNextToken(400, 'CARD_SECURITY_CODE_INVALID', 'securityCode', 'This security code does not match the card.');
    const { user } = await open();
    await fillCard(user);
    await useThisCard(user);
    const code = screen.getByLabelText('Security code');
    await waitFor(() => expect(code).toHaveAccessibleDescription('This security code does not match the card.'));
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveValue('');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(host.emit).toHaveBeenCalledWith({ name: 'paymentCardRefused', detail: { field: 'securityCode', errorCode: 'CARD_SECURITY_CODE_INVALID' } });
    expect(host.graphQlError).not.toHaveBeenCalled();
    expect(api().callsOf('UpdateCartPayment')).toHaveLength(0);
    await user.type(code, '4');
    expect(code).not.toHaveAccessibleDescription('This security code does not match the card.');
  });

  it('puts the payment step’s refusal of a card expiring before the stay on the expiry', async () => {
    api().failNext('UpdateCartPayment', graphQlFailure('PAYMENT_CARD_EXPIRED'));
    const { user } = await open();
    await fillCard(user);
    await useThisCard(user);
    await waitFor(() => expect(screen.getByLabelText('Expiry month')).toHaveAccessibleDescription(reservationErrorMessage('PAYMENT_CARD_EXPIRED')));
    expect(host.emit).toHaveBeenCalledWith({ name: 'paymentCardRefused', detail: { field: 'expiryMonth', errorCode: 'PAYMENT_CARD_EXPIRED' } });
    expect(host.graphQlError).toHaveBeenCalledWith({ operationName: 'UpdateCartPayment', codes: ['PAYMENT_CARD_EXPIRED'], isPaymentInfo: true });
  });

  it('reports a tokenising call without a booking session as a cart failure', async () => {
    api().refuseNextToken(401, 'CART_VALIDATION_FAILED', null, 'No booking.');
    const { user } = await open();
    await fillCard(user);
    await useThisCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(reservationErrorMessage('CART_VALIDATION_FAILED'));
    expect(host.graphQlError).toHaveBeenCalledWith({ operationName: 'TokenizeCard', codes: ['CART_VALIDATION_FAILED'], isPaymentInfo: true });
    await waitFor(() => expect(logLines()).toEqual([{ level: 'warn', message: 'API_ERROR|CART_VALIDATION_FAILED|Payment|TokenizeCard CART_VALIDATION_FAILED' }]));
  });

  it('cannot send the card twice while the first call is out', async () => {
    const release = api().holdTokens();
    const { user } = await open();
    await fillCard(user);
    await useThisCard(user);
    const button = screen.getByRole('button', { name: 'Use this card' });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.type(screen.getByLabelText('Name on card'), '{Enter}');
    release();
    await waitFor(() => expect(host.paymentCompleted).toHaveBeenCalledOnce());
    expect(api().sentTo(paymentApiPaths.tokens)).toHaveLength(1);
    expect(api().callsOf('UpdateCartPayment')).toHaveLength(1);
  });

  it('pays again at the cart’s new revision when the first try was stale', async () => {
    api().state.revisionNumber = 7;
    const { user } = await open();
    api().state.revisionNumber = 8;
    await fillCard(user);
    await useThisCard(user);
    await waitFor(() => expect(host.paymentCompleted).toHaveBeenCalledWith(expect.objectContaining({ revisionNumber: 9 })));
    expect(api().callsOf('UpdateCartPayment').map((call) => (call.variables.input as { revisionNumber: number }).revisionNumber)).toEqual([7, 8]);
    expect(api().sentTo(paymentApiPaths.tokens)).toHaveLength(1);
    // A first try refused as stale and paid at once is no failure: the host shows no banner for it.
    expect(host.graphQlError).not.toHaveBeenCalled();
    expect(logLines()).toEqual([]);
  });

  it('says so in its own words, and tells the host once, when the cart changed again before the second try', async () => {
    const { user } = await open();
    api().failNext('UpdateCartPayment', graphQlFailure('STALE_REVISION'));
    api().failNext('UpdateCartPayment', graphQlFailure('STALE_REVISION'));
    await fillCard(user);
    await useThisCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking changed again while your card was being added, so nothing was paid.');
    expect(host.graphQlError).toHaveBeenCalledOnce();
    expect(host.graphQlError).toHaveBeenCalledWith({ operationName: 'UpdateCartPayment', codes: ['STALE_REVISION'], isPaymentInfo: true });
    expect(host.paymentCompleted).not.toHaveBeenCalled();
  });

  describe('a signed-in member', () => {
    const member = () => createFakePaymentApi(paymentInfoFixture({ isMember: true }));

    it('pays with a saved card by its token, without the tokenising call', async () => {
      const { user } = await open({ api: member() });
      const group = screen.getByRole('group', { name: 'Pay with' });
      expect(within(group).getByLabelText('Use a new card')).toBeChecked();
      await user.click(within(group).getByLabelText('Visa ending in 4242, expires 09/2031'));
      expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Save this card to my profile')).not.toBeInTheDocument();
      await useThisCard(user);
      await waitFor(() => expect(host.paymentCompleted).toHaveBeenCalledWith({ cartId: 'CART1', revisionNumber: 6, brand: 'VISA', lastFour: '4242' }));
      expect(api().callsOf('UpdateCartPayment')[0]?.variables).toEqual({ input: { cartId: 'CART1', revisionNumber: 5, paymentToken: savedVisa.token, saveCard: false } });
      expect(api().sentTo(paymentApiPaths.tokens)).toHaveLength(0);
      expect(host.emit).toHaveBeenCalledWith({ name: 'paymentCardAccepted', detail: { brand: 'VISA', isSavedCard: true, isCardSaved: false } });
    });

    it('starts from the saved card the booking is paid with so far', async () => {
      const info = paymentInfoFixture({ isMember: true });
      info.paymentInfo.selectedCard = savedVisa;
      await open({ api: createFakePaymentApi(info), search: '?cartId=CART1&variant=change' });
      expect(screen.getByLabelText('Visa ending in 4242, expires 09/2031')).toBeChecked();
      expect(within(screen.getByRole('region', { name: 'How you pay' })).getByText('Paid with so far').nextElementSibling).toHaveTextContent('Visa ending in 4242, expires 09/2031');
    });

    it('may save a new card to the profile', async () => {
      const { user } = await open({ api: member() });
      await fillCard(user);
      await user.click(screen.getByLabelText('Save this card to my profile'));
      await useThisCard(user);
      await waitFor(() => expect(host.paymentCompleted).toHaveBeenCalled());
      expect(api().callsOf('UpdateCartPayment')[0]?.variables.input).toMatchObject({ saveCard: true });
      expect(host.emit).toHaveBeenCalledWith({ name: 'paymentCardAccepted', detail: { brand: 'VISA', isSavedCard: false, isCardSaved: true } });
    });

    it('a visitor sees no saved cards and no box to save one', async () => {
      await open();
      expect(screen.queryByRole('group', { name: 'Pay with' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Save this card to my profile')).not.toBeInTheDocument();
    });
  });

  it('reports a failing PaymentInfo read to the host as a payment-info failure and offers to try again', async () => {
    api().failNext('PaymentInfo', graphQlFailure('INTERNAL_SERVER_ERROR'));
    render(<PaymentExperience location={{ pathname: '/reservation/paymentOverlay.mi', search: '?cartId=CART1' }} request={api().request} />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(reservationErrorMessage('INTERNAL_SERVER_ERROR'));
    expect(host.graphQlError).toHaveBeenCalledWith({ operationName: 'PaymentInfo', codes: ['INTERNAL_SERVER_ERROR'], isPaymentInfo: true });
    await waitFor(() => expect(logLines()).toEqual([{ level: 'error', message: 'API_ERROR|INTERNAL_SERVER_ERROR|Payment|PaymentInfo INTERNAL_SERVER_ERROR' }]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Card to pay with' })).toBeInTheDocument();
  });

  describe('variants', () => {
    it('change: Cancel hands back to the host', async () => {
      const { user } = await open({ search: '?cartId=CART1&variant=change' });
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(host.close).toHaveBeenCalledOnce();
    });

    it.each(['inline', 'surprise'])('%s: nothing to close, and no focus taken on load', async (variant) => {
      await open({ search: `?cartId=CART1&variant=${variant}` });
      expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
      expect(document.body).toHaveFocus();
    });

    it('on its own page: a plain page with its heading, paid without a host', async () => {
      hostBridge.state = { status: 'standalone' };
      const { user } = await open();
      expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).not.toHaveClass('visually-hidden');
      await fillCard(user);
      await useThisCard(user);
      expect(await screen.findByRole('status')).toHaveTextContent('Your Visa card ending in 1111 pays for this booking.');
    });
  });

  it('moves through the saved cards, the fields, the box and the button with Tab alone', async () => {
    const { user } = await open({ api: createFakePaymentApi(paymentInfoFixture({ isMember: true })) });
    const order = ['Use a new card', 'Card number', 'Security code', 'Expiry month', 'Expiry year', 'Name on card', 'Save this card to my profile'];
    for (const label of order) {
      await user.tab();
      expect(screen.getByLabelText(label)).toHaveFocus();
    }
    await user.tab();
    expect(screen.getByRole('button', { name: 'Use this card' })).toHaveFocus();
  });

  it('has no axe violations, with and without errors', async () => {
    const { user, view } = await open({ api: createFakePaymentApi(paymentInfoFixture({ isMember: true })) });
    expect(await axeViolations(view.container)).toEqual([]);
    await user.type(screen.getByLabelText('Card number'), '4111');
    await useThisCard(user);
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(view.container)).toEqual([]);
    api().refuseNextToken(400, 'CARDHOLDER_NAME_INVALID', 'cardholderName', 'The name on the card is not one we can read.');
    await user.clear(screen.getByLabelText('Card number'));
    await fillCard(user);
    await useThisCard(user);
    await waitFor(() => expect(screen.getByLabelText('Name on card')).toHaveAccessibleDescription('The name on the card is not one we can read.'));
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('speaks the locale of its address: its form, its own checks and what became of the card (Japanese)', async () => {
    await loadAreas('ja-JP', allMessageAreas);
    const { user } = await open({ api: createFakePaymentApi(paymentInfoFixture({ isMember: true })), search: '?cartId=CART1&locale=ja-JP', formName: 'お支払いに使うカード' });
    expect(screen.getByRole('heading', { level: 1, name: 'お支払い' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'お支払いカード' })).getByLabelText('Visa（末尾 4242、有効期限 09/2031）')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'このカードを使う' }));
    expect(screen.getByLabelText('カード名義')).toHaveAccessibleDescription('カードに印字されているとおりに名義を入力してください。');
    await user.type(screen.getByLabelText('カード番号'), VISA.number);
    await user.type(screen.getByLabelText('セキュリティコード'), VISA.securityCode);
    await user.selectOptions(screen.getByLabelText('有効期限（月）'), '12');
    await user.selectOptions(screen.getByLabelText('有効期限（年）'), String(THIS_YEAR + 2));
    await user.type(screen.getByLabelText('カード名義'), VISA.name);
    await user.click(screen.getByRole('button', { name: 'このカードを使う' }));
    expect(await screen.findByRole('status')).toHaveTextContent('末尾 1111 の Visa カードでこのご予約のお支払いを行います。');
  });
});
