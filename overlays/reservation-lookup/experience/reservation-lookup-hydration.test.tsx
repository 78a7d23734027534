// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reservationApiPaths } from '../../../shared/domain/paths';
import { serverOverlayPageFor } from '../../../shared/ssr/overlay-page';
import { hydrateServerHtml } from '../../../shared/testing/hydrate-server-html';
import { ReservationLookupExperience } from './reservation-lookup-experience';

vi.mock('../config', () => ({
  config: { hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081', allowedHostOrigins: ['http://localhost:8080'], signInDisabledLocales: [], imageCacheDomain: 'http://localhost:8080' },
}));

let lookups: unknown[] = [];
beforeEach(() => {
  lookups = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === reservationApiPaths.submitReservationLookup) lookups.push(JSON.parse(String(init?.body)));
      const body = { confirmationNumber: '71234567', nextStateURI: '/reservation/upcomingReservation.mi?confirmationNumber=71234567', isRedirect: true };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function page(address: string) {
  const url = new URL(address, 'http://localhost:8081');
  return (
    <StrictMode>
      <ReservationLookupExperience location={url} serverPage={serverOverlayPageFor(url, 'en-US')} />
    </StrictMode>
  );
}

describe('ReservationLookupExperience rendered on the server', () => {
  it.each(['', '?overlay=true&variant=dialog&locale=en-US', '?overlay=true&variant=page&locale=en-US', '?locale=es-ES'])('hydrates /resLookupOverlay.mi%s without a mismatch or a style attribute', async (query) => {
    const hydrated = await hydrateServerHtml(page(`/resLookupOverlay.mi${query}`));
    expect(hydrated.problems).toEqual([]);
    expect(hydrated.html).not.toMatch(/\sstyle=/);
    hydrated.unmount();
  });

  it('keeps what was typed before hydration, and looks it up', async () => {
    const hydrated = await hydrateServerHtml(page('/resLookupOverlay.mi'), {
      beforeHydrate: (container) => {
        container.querySelector<HTMLInputElement>('input[name="confirmationNumber"]')!.value = '71234567';
        container.querySelector<HTMLInputElement>('input[name="lastName"]')!.value = 'Morgan';
      },
    });
    expect(hydrated.html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Find reservation' }));
    await waitFor(() => expect(lookups).toEqual([{ confirmationNumber: '71234567', lastName: 'Morgan' }]));
    expect(await screen.findByRole('link', { name: 'View your reservation' })).toBeInTheDocument();
    hydrated.unmount();
  });
});
