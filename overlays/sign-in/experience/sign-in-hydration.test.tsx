// @vitest-environment jsdom
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInSetupResponse } from '../../../shared/domain/auth-responses';
import { DEFAULT_PROMOTION_SETUP } from '../../../shared/domain/membership-promotion';
import { serverOverlayPageFor } from '../../../shared/ssr/overlay-page';
import { hydrateServerHtml } from '../../../shared/testing/hydrate-server-html';
import { belowTheFormChunk } from './below-the-form-chunk';
import { SignInExperience } from './sign-in-experience';
import type { SignInServerPage } from './sign-in-server-page';

vi.mock('../config', () => ({
  config: {
    hostOrigin: 'http://localhost:8080',
    overlayOrigin: 'http://localhost:8081',
    allowedHostOrigins: ['http://localhost:8080'],
    signInDisabledLocales: ['ko-KR'],
    imageCacheDomain: 'http://localhost:8080',
  },
}));

const visitor: SignInSetupResponse = { rememberedUser: false, rememberedMember: null, sweepstakes: null, promotion: DEFAULT_PROMOTION_SETUP };
const remembered: SignInSetupResponse = { rememberedUser: true, rememberedMember: { name: 'Liam', memberNumber: '100000002' }, sweepstakes: null, promotion: DEFAULT_PROMOTION_SETUP };
const sweepstakes: SignInSetupResponse = {
  ...visitor,
  sweepstakes: { title: 'Enter the Summer Escape sweepstakes', buttonLabel: 'Join and enter', joinPath: '/loyalty/createAccount/createAccountPage1.mi' },
};

let requested: string[] = [];
beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return new Response(JSON.stringify(visitor), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const pages = ['/signInOverlay.mi', '/reservation/signInOverlay.mi', '/reservation/signInOverlay-signInOnly.mi', '/reservation/ersSignInOverlayRedemptionAndMemberRate.mi'];
const queries = [
  '',
  '?overlay=true&variant=accountModal&locale=en-US&returnTo=%2F',
  '?overlay=true&variant=flyout&locale=en-US',
  '?overlay=true&variant=reservation&locale=en-US&returnTo=%2Fhotels%2Fx%2Foverview',
  '?variant=standalone&locale=en-GB',
  '?variant=enrollment',
  '?variant=sessionTimedOut',
  '?variant=standalone&passwordChanged=true',
  '?locale=zh-TW',
  '?locale=ko-KR&overlay=true',
];
const setups = { visitor, remembered, sweepstakes, 'no set-up (the server call failed)': null };

/** The page as the server renders it for `address`, and the same page hydrated as main.tsx does. */
async function renderAndHydrate(address: string, setup: SignInSetupResponse | null, beforeHydrate?: (container: HTMLElement) => void) {
  const url = new URL(address, 'http://localhost:8081');
  const page: SignInServerPage = { ...serverOverlayPageFor(url, 'en-US'), setup };
  // As main.tsx does before hydrating a server-rendered page.
  await belowTheFormChunk;
  const app = (
    <StrictMode>
      <SignInExperience location={url} serverPage={page} />
    </StrictMode>
  );
  return hydrateServerHtml(app, { beforeHydrate });
}

describe('SignInExperience hydration', () => {
  for (const path of pages) {
    for (const query of queries) {
      for (const [name, setup] of Object.entries(setups)) {
        it(`hydrates ${path}${query} for ${name} without a mismatch`, async () => {
          const hydrated = await renderAndHydrate(`${path}${query}`, setup);
          expect(hydrated.problems).toEqual([]);
          hydrated.unmount();
        });
      }
    }
  }

  it('renders the form enabled, with the remembered member, and does not ask for the set-up again', async () => {
    const hydrated = await renderAndHydrate('/signInOverlay.mi?variant=standalone', remembered);
    expect(hydrated.html).toContain('Welcome back, Liam');
    expect(hydrated.html).toContain('value="100000002"');
    expect(hydrated.container.querySelector('input[name="password"]')).toBeEnabled();
    expect(requested.filter((url) => url.includes('signInSetup'))).toEqual([]);
    hydrated.unmount();
  });

  it('renders the submit button disabled on the server and enables it once hydrated', async () => {
    const hydrated = await renderAndHydrate('/signInOverlay.mi', visitor);
    expect(hydrated.html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(hydrated.container.querySelector('button[type="submit"]')).toBeEnabled();
    hydrated.unmount();
  });

  it('writes no style attribute, which the page’s CSP would refuse', async () => {
    for (const query of queries) {
      const hydrated = await renderAndHydrate(`/signInOverlay.mi${query}`, sweepstakes);
      expect(hydrated.html).not.toMatch(/\sstyle=/);
      hydrated.unmount();
    }
  });

  it('applies the tab’s remember-me choice once hydrated, unless the box was changed before', async () => {
    sessionStorage.setItem('portico.signIn.rememberMe', 'false');
    const kept = await renderAndHydrate('/signInOverlay.mi', visitor);
    expect(kept.html).toMatch(/name="rememberMe" checked=""/);
    expect(kept.container.querySelector<HTMLInputElement>('input[name="rememberMe"]')!.checked).toBe(false);
    expect(kept.problems).toEqual([]);
    kept.unmount();
  });
});
