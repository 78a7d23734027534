// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paymentApiPaths } from '../../../shared/domain/payment-api';
import { reservationErrorMessage } from '../../../shared/i18n/refusals-in-english';
import { allMessageAreas } from '../../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../../shared/i18n/messages';
import { current, fillCard, openPayment, setUpPaymentTests, THIS_YEAR, useThisCard, VISA } from '../testing/open-payment';
import { createFakePaymentApi, paymentInfoFixture } from '../testing/payment-fake-api';

vi.mock('../config', () => ({
  config: { hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081', allowedHostOrigins: ['http://localhost:8080'], signInDisabledLocales: [], imageCacheDomain: 'http://localhost:8080' },
}));
vi.mock('../../../bridge/react/use-host-bridge', async () => {
  const { hostBridge } = await import('../testing/fake-host');
  return { useHostBridge: () => hostBridge.state };
});

setUpPaymentTests();
const tokenCalls = () => current.api.sentTo(paymentApiPaths.tokens);

describe('CardFields', () => {
  it.each([
    ['4111', 'Visa'],
    ['5555', 'Mastercard'],
    ['2221', 'Mastercard'],
    ['3782', 'American Express'],
    ['3056', 'Diners Club'],
    ['6011', 'Discover'],
    ['3530', 'JCB'],
    ['6200', 'UnionPay'],
  ])('names the brand of %s as it is typed, in a live region: %s', async (digits, brand) => {
    const { user } = await openPayment();
    await user.type(screen.getByLabelText('Card number'), digits);
    expect(screen.getByText(brand, { exact: true })).toBeVisible();
    expect(screen.getByText(brand, { exact: true }).closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('names no brand until the first digits name one', async () => {
    const { user } = await openPayment();
    await user.type(screen.getByLabelText('Card number'), '9');
    expect(screen.queryByText(/Card type/)).not.toBeInTheDocument();
  });

  it('groups the digits as the brand prints them, at most 19 characters, 17 for Amex', async () => {
    const { user } = await openPayment();
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    await user.type(number, '41111111111111119999');
    expect(number).toHaveValue('4111 1111 1111 1111');
    expect(number).toHaveAttribute('maxlength', '19');
    await user.clear(number);
    await user.type(number, '3782822463100059');
    expect(number).toHaveValue('3782 822463 10005');
    expect(number).toHaveAttribute('maxlength', '17');
  });

  it('refuses a number that fails the Luhn check, on the field, focused, and sends nothing', async () => {
    const { user } = await openPayment();
    await fillCard(user, { ...VISA, number: '4111 1111 1111 1112' });
    await useThisCard(user);
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAccessibleDescription('This card number is not valid: check the digits.');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(number).toHaveFocus());
    expect(tokenCalls()).toHaveLength(0);
  });

  it('refuses a brand the hotel does not take before sending it', async () => {
    const { user } = await openPayment({ api: createFakePaymentApi(paymentInfoFixture({ acceptedCardBrands: ['VISA', 'MASTERCARD'] })) });
    await fillCard(user, { ...VISA, number: '3782 822463 10005', securityCode: '1234' });
    await useThisCard(user);
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(reservationErrorMessage('CARD_BRAND_NOT_ACCEPTED'));
    expect(tokenCalls()).toHaveLength(0);
  });

  it.each([
    { number: '3782 822463 10005', digits: 4, message: 'The security code is the 4 digits on the front of the card.' },
    { number: '4111 1111 1111 1111', digits: 3, message: 'The security code is the 3 digits on the back of the card.' },
  ])('takes a security code of $digits digits for $number', async ({ number, digits, message }) => {
    const { user } = await openPayment();
    await user.type(screen.getByLabelText('Card number'), number);
    const code = screen.getByLabelText('Security code');
    expect(code).toHaveAttribute('autocomplete', 'cc-csc');
    expect(code).toHaveAttribute('maxlength', String(digits));
    await user.type(code, '12');
    await useThisCard(user);
    expect(code).toHaveAccessibleDescription(message);
  });

  it('offers the expiry years from this year to ten years on, and refuses a month already past', async () => {
    const { user } = await openPayment();
    const years = within(screen.getByLabelText('Expiry year')).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(years).toEqual(['', ...Array.from({ length: 11 }, (_, offset) => String(THIS_YEAR + offset))]);
    expect(screen.getByLabelText('Expiry year')).toHaveAttribute('autocomplete', 'cc-exp-year');
    expect(screen.getByLabelText('Expiry month')).toHaveAttribute('autocomplete', 'cc-exp-month');
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
    await fillCard(user);
    await user.selectOptions(screen.getByLabelText('Expiry month'), '05');
    await user.selectOptions(screen.getByLabelText('Expiry year'), String(THIS_YEAR));
    await useThisCard(user);
    expect(screen.getByLabelText('Expiry month')).toHaveAccessibleDescription('This card has expired.');
    expect(tokenCalls()).toHaveLength(0);
  });

  it('asks for every field of an empty card at once, and focuses the first', async () => {
    const { user } = await openPayment();
    await useThisCard(user);
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Enter the card number.');
    expect(screen.getByLabelText('Security code')).toHaveAccessibleDescription('Enter the security code.');
    expect(screen.getByLabelText('Expiry month')).toHaveAccessibleDescription('Choose the month the card expires.');
    expect(screen.getByLabelText('Expiry year')).toHaveAccessibleDescription('Choose the year the card expires.');
    expect(screen.getByLabelText('Name on card')).toHaveAccessibleDescription('Enter the name as it is printed on the card.');
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveFocus());
  });

  it('says its checks, and a refusal the tokenising call names by its message key, in the page’s locale (Spanish)', async () => {
    await loadAreas('es-ES', allMessageAreas);
    const { user } = await openPayment({ search: '?cartId=CART1&locale=es-ES', formName: 'Tarjeta con la que pagar' });
    const useCard = () => user.click(screen.getByRole('button', { name: 'Usar esta tarjeta' }));
    await useCard();
    expect(screen.getByLabelText('Número de tarjeta')).toHaveAccessibleDescription('Introduce el número de la tarjeta.');
    expect(screen.getByLabelText('Código de seguridad')).toHaveAccessibleDescription('Introduce el código de seguridad.');
    expect(screen.getByLabelText('Mes de caducidad')).toHaveAccessibleDescription('Elige el mes en que caduca la tarjeta.');
    expect(screen.getByLabelText('Año de caducidad')).toHaveAccessibleDescription('Elige el año en que caduca la tarjeta.');
    expect(screen.getByLabelText('Nombre en la tarjeta')).toHaveAccessibleDescription('Introduce el nombre tal como aparece en la tarjeta.');

    await user.type(screen.getByLabelText('Número de tarjeta'), '3782 822463 10005');
    await user.type(screen.getByLabelText('Código de seguridad'), '123');
    await useCard();
    expect(screen.getByLabelText('Código de seguridad')).toHaveAccessibleDescription('El código de seguridad son los 4 dígitos del anverso de la tarjeta.');

    current.api.refuseNextToken(400, 'CARDHOLDER_NAME_INVALID', 'cardholderName', { key: 'validation.cardholderName.invalid' });
    await user.type(screen.getByLabelText('Código de seguridad'), '4');
    await user.selectOptions(screen.getByLabelText('Mes de caducidad'), '12');
    await user.selectOptions(screen.getByLabelText('Año de caducidad'), String(THIS_YEAR + 2));
    await user.type(screen.getByLabelText('Nombre en la tarjeta'), VISA.name);
    await useCard();
    await waitFor(() =>
      expect(screen.getByLabelText('Nombre en la tarjeta')).toHaveAccessibleDescription('Introduce el nombre tal como aparece en la tarjeta: solo letras, espacios, guiones, apóstrofos y puntos.'),
    );
    expect(tokenCalls()).toHaveLength(1);
  });
});
