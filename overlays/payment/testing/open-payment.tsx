import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { telemetryApiPaths } from '../../../shared/domain/paths';
import { PaymentExperience } from '../experience/payment-experience';
import { resetFakeHost } from './fake-host';
import { createFakePaymentApi } from './payment-fake-api';

export type FakePaymentApi = ReturnType<typeof createFakePaymentApi>;
export type User = ReturnType<typeof userEvent.setup>;

/** The year the tests' clock stands in (June 15th, noon UTC). */
export const THIS_YEAR = 2026;

export const VISA = { number: '4111 1111 1111 1111', digits: '4111111111111111', securityCode: '123', name: 'Rory Quinn' };

/** The back end of the running test: `openPayment` sets it, and the stubbed `fetch` answers from it. */
export const current: { api: FakePaymentApi } = { api: createFakePaymentApi() };

/**
 * Each test of the overlay on a clock of its own (Date only), connected to the fake host, with `fetch`
 * answered by the fake back end (the tokenising call and the logger).
 */
export function setUpPaymentTests() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${THIS_YEAR}-06-15T12:00:00Z`));
    resetFakeHost();
    current.api = createFakePaymentApi();
    vi.stubGlobal('fetch', vi.fn((url: string, init?: RequestInit) => current.api.fetch(url, init)));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/**
 * Renders the overlay on `api` at its page with `search`, and waits for the card form, named `formName`
 * in the page's words (a test of another locale loads that locale's areas first, and passes its name).
 */
export async function openPayment({ api = current.api, search = '?cartId=CART1&locale=en-US', formName = 'Card to pay with' }: { api?: FakePaymentApi; search?: string; formName?: string } = {}) {
  current.api = api;
  const user = userEvent.setup();
  const view = render(<PaymentExperience location={{ pathname: '/reservation/paymentOverlay.mi', search }} request={api.request} />);
  await screen.findByRole('form', { name: formName }, { timeout: 5000 });
  return { user, view, api };
}

export async function fillCard(user: User, card: { number: string; securityCode: string; name: string } = VISA) {
  await user.type(screen.getByLabelText('Card number'), card.number);
  await user.type(screen.getByLabelText('Security code'), card.securityCode);
  await user.selectOptions(screen.getByLabelText('Expiry month'), '12');
  await user.selectOptions(screen.getByLabelText('Expiry year'), String(THIS_YEAR + 2));
  await user.type(screen.getByLabelText('Name on card'), card.name);
}

export const useThisCard = (user: User) => user.click(screen.getByRole('button', { name: 'Use this card' }));

/** The lines the overlay sent to the logger. */
export const logLines = () => current.api.sentTo(telemetryApiPaths.logger).map((call) => call.body);
