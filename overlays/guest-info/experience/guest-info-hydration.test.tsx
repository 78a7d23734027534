// @vitest-environment jsdom
import { StrictMode } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverOverlayPageFor } from '../../../shared/ssr/overlay-page';
import { hydrateServerHtml } from '../../../shared/testing/hydrate-server-html';
import { formPartsShownAtFirst } from '../components/form-parts';
import { createFakeGuestInfoApi, formFixture, memberFixture } from '../testing/guest-info-fake-api';
import type { GuestInfoFormData } from '../form/guest-info-values';
import { guestInfoAppChunk } from './guest-info-app-chunk';
import { GuestInfoExperience } from './guest-info-experience';
import type { GuestInfoServerPage } from './guest-info-server-page';

vi.mock('../config', () => ({
  config: { hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081', allowedHostOrigins: ['http://localhost:8080'], signInDisabledLocales: [], imageCacheDomain: 'http://localhost:8080' },
}));

// A read the page should not need (the server read the cart) fails loudly here.
const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ errors: [{ message: 'No cart.', extensions: { code: 'CART_NOT_FOUND' } }] }), { status: 200, headers: { 'content-type': 'application/json' } }));
beforeEach(() => {
  sessionStorage.clear();
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

const pageUrl = (query: string) => new URL(`/reservation/guestInfoOverlay.mi${query}`, 'http://localhost:8081');

/** What the server's entry does before rendering: the app's chunk and the parts shown with this form are here. */
async function serverPageWith(url: URL, form: GuestInfoFormData | null): Promise<GuestInfoServerPage> {
  if (form) await Promise.all([guestInfoAppChunk, ...formPartsShownAtFirst(form).map((part) => part.preload())]);
  return { ...serverOverlayPageFor(url, 'en-US'), form, initialStates: null };
}

function hydrate(url: URL, page: GuestInfoServerPage, options: Parameters<typeof hydrateServerHtml>[1] = {}, api = createFakeGuestInfoApi(page.form ?? formFixture())) {
  const element = (
    <StrictMode>
      <GuestInfoExperience location={url} serverPage={page} request={api.request} />
    </StrictMode>
  );
  return hydrateServerHtml(element, options).then((hydrated) => ({ ...hydrated, api }));
}

/** What Noa types into the server's form before its script runs: her name and e-mail, `fields`, and both consents. */
function typeBeforeHydration(container: HTMLElement, fields: Record<string, string>) {
  const typed = { 'guest.givenName': 'Noa', 'guest.surname': 'Levi', 'guest.email': 'noa.levi@example.com', ...fields };
  for (const [name, value] of Object.entries(typed)) container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!.value = value;
  for (const name of ['isLegalConsentAccepted', 'isPrivacyPolicyAccepted']) container.querySelector<HTMLInputElement>(`[name="${name}"]`)!.checked = true;
}

describe('GuestInfoExperience rendered on the server', () => {
  it.each(['?cartId=CART1&overlay=true&locale=en-US', '?cartId=CART1', ''])('hydrates its shell (no cart read) at %s without a mismatch or a style attribute', async (query) => {
    const url = pageUrl(query);
    const hydrated = await hydrate(url, await serverPageWith(url, null));
    expect(hydrated.problems).toEqual([]);
    expect(hydrated.html).not.toMatch(/\sstyle=/);
    hydrated.unmount();
  });

  it.each([
    ['a visitor', formFixture()],
    ['a member', formFixture({ member: memberFixture, isMemberRate: true })],
    ['a points stay', formFixture({ member: memberFixture, mode: 'POINTS' })],
  ])('renders the whole form for %s and hydrates it without a mismatch or a second read of the cart', async (_who, form) => {
    for (const query of ['?cartId=CART1&overlay=true', '?cartId=CART1']) {
      const url = pageUrl(query);
      const hydrated = await hydrate(url, await serverPageWith(url, form));
      expect(hydrated.html).toContain('aria-label="Guest information"');
      expect(hydrated.html).toContain('Continue');
      expect(hydrated.html).not.toMatch(/\sstyle=/);
      expect(hydrated.problems).toEqual([]);
      expect(hydrated.api.callsOf('GuestInfoForm')).toEqual([]);
      hydrated.unmount();
    }
  });

  it('paints the states the server read with the form, and the browser does not ask for them again', async () => {
    const url = pageUrl('?cartId=CART1');
    const page: GuestInfoServerPage = { ...(await serverPageWith(url, formFixture())), initialStates: { countryCode: 'US', lookup: { states: [{ code: 'NY', name: 'New York' }] } } };
    const hydrated = await hydrate(url, page);
    expect(hydrated.problems).toEqual([]);
    expect(hydrated.html).toContain('New York');
    await act(async () => {});
    expect(screen.getByRole('option', { name: 'New York' })).toBeInTheDocument();
    expect(hydrated.api.callsOf('StateLookup')).toEqual([]);
    hydrated.unmount();
  });

  it('fills a member in from the profile in the server HTML, and keeps Continue off until hydrated', async () => {
    const url = pageUrl('?cartId=CART1');
    const page = await serverPageWith(url, formFixture({ member: memberFixture, isMemberRate: true }));
    let continueBeforeHydration: HTMLButtonElement | undefined;
    const hydrated = await hydrate(url, page, {
      beforeHydrate: (container) => {
        continueBeforeHydration = Array.from(container.querySelectorAll('button')).find((button) => button.textContent === 'Continue');
        expect(continueBeforeHydration?.disabled).toBe(true);
        expect(container.querySelector<HTMLInputElement>('input[name="guest.givenName"]')?.value).toBe('Ava');
      },
    });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    hydrated.unmount();
  });

  it('keeps what the guest typed and chose before hydration, and sends it with Continue', async () => {
    const url = pageUrl('?cartId=CART1');
    const page = await serverPageWith(url, formFixture());
    const hydrated = await hydrate(url, page, {
      beforeHydrate: (container) => typeBeforeHydration(container, { 'guest.address.countryCode': 'GB', 'guest.phone': '020 7946 0958' }),
    });
    expect(hydrated.problems).toEqual([]);
    expect(screen.getByLabelText('First name')).toHaveValue('Noa');
    expect(screen.getByLabelText('Country or region')).toHaveValue('GB');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await waitFor(() => expect(hydrated.api.callsOf('UpdateCartGuestInfo')).toHaveLength(1));
    expect(hydrated.api.callsOf('UpdateCartGuestInfo')[0]?.variables.input).toMatchObject({
      guest: { givenName: 'Noa', surname: 'Levi', email: 'noa.levi@example.com', phone: '+442079460958', address: { countryCode: 'GB' } },
    });
    hydrated.unmount();
  });

  it('keeps a phone country picked before hydration apart from the address country', async () => {
    const url = pageUrl('?cartId=CART1');
    const page = await serverPageWith(url, formFixture());
    const hydrated = await hydrate(url, page, {
      beforeHydrate: (container) =>
        typeBeforeHydration(container, { 'guest.address.countryCode': 'GB', 'guest.phoneCountry': 'FR', 'guest.phone': '01 23 45 67 89' }),
    });
    expect(hydrated.problems).toEqual([]);
    expect(screen.getByLabelText('Country code')).toHaveValue('FR');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await waitFor(() => expect(hydrated.api.callsOf('UpdateCartGuestInfo')).toHaveLength(1));
    expect(hydrated.api.callsOf('UpdateCartGuestInfo')[0]?.variables.input).toMatchObject({
      guest: { phone: '+33123456789', address: { countryCode: 'GB' } },
    });
    hydrated.unmount();
  });

  it('applies the tab draft once hydrated, without letting it overwrite what was typed before', async () => {
    sessionStorage.setItem('portico.guestInfoDraft.CART1', JSON.stringify({ guest: { givenName: 'Draft', surname: 'Kept', address: {} }, comments: 'Late arrival' }));
    const url = pageUrl('?cartId=CART1');
    const hydrated = await hydrate(url, await serverPageWith(url, formFixture()), {
      beforeHydrate: (container) => {
        expect(container.querySelector<HTMLInputElement>('input[name="guest.givenName"]')?.value).toBe('');
        container.querySelector<HTMLInputElement>('input[name="guest.givenName"]')!.value = 'Typed';
      },
    });
    expect(hydrated.problems).toEqual([]);
    expect(screen.getByLabelText('First name')).toHaveValue('Typed');
    expect(screen.getByLabelText('Last name')).toHaveValue('Kept');
    // The draft kept in storage is the form as it now stands.
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('portico.guestInfoDraft.CART1')!)).toMatchObject({ guest: { givenName: 'Typed', surname: 'Kept' }, comments: 'Late arrival' }));
    hydrated.unmount();
  });
});
