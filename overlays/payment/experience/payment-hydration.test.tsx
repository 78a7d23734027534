// @vitest-environment jsdom
import { StrictMode } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serverOverlayPageFor } from '../../../shared/ssr/overlay-page';
import { hydrateServerHtml } from '../../../shared/testing/hydrate-server-html';
import type { PaymentFormData } from '../form/payment-card-values';
import { current, setUpPaymentTests, THIS_YEAR, VISA } from '../testing/open-payment';
import { createFakePaymentApi, paymentInfoFixture, savedVisa } from '../testing/payment-fake-api';
import { paymentAppChunk } from './payment-app-chunk';
import { PaymentExperience } from './payment-experience';
import type { PaymentServerPage } from './payment-server-page';

vi.mock('../config', () => ({
  config: { hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081', allowedHostOrigins: ['http://localhost:8080'], signInDisabledLocales: [], imageCacheDomain: 'http://localhost:8080' },
}));

setUpPaymentTests();

const pageUrl = (query: string) => new URL(`/reservation/paymentOverlay.mi${query}`, 'http://localhost:8081');

/** What the server's entry does before rendering: the app's chunk is here when the cart was read. */
async function serverPageWith(url: URL, paymentInfo: PaymentFormData | null): Promise<PaymentServerPage> {
  if (paymentInfo) await paymentAppChunk;
  return { ...serverOverlayPageFor(url, 'en-US'), paymentInfo };
}

function hydrate(url: URL, page: PaymentServerPage, options: Parameters<typeof hydrateServerHtml>[1] = {}) {
  current.api = createFakePaymentApi(page.paymentInfo ?? paymentInfoFixture());
  return hydrateServerHtml(
    <StrictMode>
      <PaymentExperience location={url} serverPage={page} request={current.api.request} />
    </StrictMode>,
    options,
  );
}

describe('PaymentExperience rendered on the server', () => {
  it.each(['?cartId=CART1&overlay=true&locale=en-US', '?cartId=CART1', ''])('hydrates its shell (no cart read) at %s without a mismatch or a style attribute', async (query) => {
    const url = pageUrl(query);
    const hydrated = await hydrate(url, await serverPageWith(url, null));
    expect(hydrated.problems).toEqual([]);
    expect(hydrated.html).not.toMatch(/\sstyle=/);
    hydrated.unmount();
  });

  it.each([
    ['a guest', paymentInfoFixture()],
    ['a member with a saved card', paymentInfoFixture({ isMember: true })],
    ['a prepaid stay', paymentInfoFixture({ kind: 'PREPAYMENT' })],
  ])('renders the whole form for %s and hydrates it without a mismatch or a second read', async (_who, paymentInfo) => {
    for (const query of ['?cartId=CART1&overlay=true', '?cartId=CART1&overlay=true&variant=change', '?cartId=CART1']) {
      const url = pageUrl(query);
      const hydrated = await hydrate(url, await serverPageWith(url, paymentInfo));
      expect(hydrated.html).toContain('aria-label="Card to pay with"');
      expect(hydrated.html).toContain('name="cardNumber"');
      expect(hydrated.html).not.toMatch(/\sstyle=/);
      expect(hydrated.problems).toEqual([]);
      expect(current.api.callsOf('PaymentInfo')).toEqual([]);
      hydrated.unmount();
    }
  });

  it('shows a member’s saved cards masked in the server HTML, and keeps Use this card off until hydrated', async () => {
    const url = pageUrl('?cartId=CART1');
    const hydrated = await hydrate(url, await serverPageWith(url, paymentInfoFixture({ isMember: true })), {
      beforeHydrate: (container) => {
        expect(container.textContent).toContain(`ending in ${savedVisa.lastFour}`);
        expect(Array.from(container.querySelectorAll('button')).find((button) => button.textContent === 'Use this card')?.disabled).toBe(true);
      },
    });
    expect(screen.getByRole('button', { name: 'Use this card' })).toBeEnabled();
    hydrated.unmount();
  });

  it('keeps a card typed before hydration and pays with it', async () => {
    const url = pageUrl('?cartId=CART1');
    const hydrated = await hydrate(url, await serverPageWith(url, paymentInfoFixture()), {
      beforeHydrate: (container) => {
        const set = (name: string, value: string) => (container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!.value = value);
        set('cardNumber', VISA.number);
        set('securityCode', VISA.securityCode);
        set('expiryMonth', '12');
        set('expiryYear', String(THIS_YEAR + 2));
        set('cardholderName', VISA.name);
      },
    });
    expect(hydrated.problems).toEqual([]);
    expect(screen.getByLabelText('Expiry year')).toHaveValue(String(THIS_YEAR + 2));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use this card' })));
    await waitFor(() => expect(screen.getByText(/Your Visa card ending in 1111 pays for this booking/)).toBeInTheDocument());
    expect(current.api.callsOf('UpdateCartPayment')).toHaveLength(1);
    hydrated.unmount();
  });
});
