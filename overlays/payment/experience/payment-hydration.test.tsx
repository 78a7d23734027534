// @vitest-environment jsdom
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverOverlayPageFor } from '../../../shared/ssr/overlay-page';
import { hydrateServerHtml } from '../../../shared/testing/hydrate-server-html';
import { PaymentExperience } from './payment-experience';

vi.mock('../config', () => ({
  config: { hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081', allowedHostOrigins: ['http://localhost:8080'], signInDisabledLocales: [], imageCacheDomain: 'http://localhost:8080' },
}));

// The form behind the shell reads the cart once hydrated; here the cart is not found.
beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ errors: [{ message: 'No cart.', extensions: { code: 'CART_NOT_FOUND' } }] }), { status: 200, headers: { 'content-type': 'application/json' } }))));
afterEach(() => vi.unstubAllGlobals());

describe('PaymentExperience rendered on the server (its shell)', () => {
  it.each(['?cartId=CART1&overlay=true&locale=en-US', '?cartId=CART1', ''])('hydrates /reservation/paymentOverlay.mi%s without a mismatch or a style attribute', async (query) => {
    const url = new URL(`/reservation/paymentOverlay.mi${query}`, 'http://localhost:8081');
    const hydrated = await hydrateServerHtml(
      <StrictMode>
        <PaymentExperience location={url} serverPage={serverOverlayPageFor(url, 'en-US')} />
      </StrictMode>,
    );
    expect(hydrated.problems).toEqual([]);
    expect(hydrated.html).not.toMatch(/\sstyle=/);
    hydrated.unmount();
  });
});
