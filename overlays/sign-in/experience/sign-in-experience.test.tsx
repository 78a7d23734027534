// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInSetupResponse } from '../../../shared/domain/auth-responses';
import { DEFAULT_PROMOTION_SETUP } from '../../../shared/domain/membership-promotion';
import { allMessageAreas } from '../../../shared/i18n/generated/all-areas';
import { loadAreas, messagesFor } from '../../../shared/i18n/messages';
import { SignInExperience } from './sign-in-experience';

vi.mock('../config', () => ({
  config: {
    hostOrigin: 'http://localhost:8080',
    overlayOrigin: 'http://localhost:8081',
    allowedHostOrigins: ['http://localhost:8080'],
    signInDisabledLocales: ['ko-KR'],
  },
}));

const visitor: SignInSetupResponse = { rememberedUser: false, rememberedMember: null, sweepstakes: null, promotion: DEFAULT_PROMOTION_SETUP };
let setup: SignInSetupResponse = visitor;
let requestedUrls: string[] = [];

beforeEach(() => {
  setup = visitor;
  requestedUrls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requestedUrls.push(url);
      return new Response(JSON.stringify(setup), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function open(path: string) {
  const url = new URL(path, 'http://localhost:8081');
  render(<SignInExperience location={{ pathname: url.pathname, search: url.search }} />);
}

const loginField = () => screen.getByLabelText('Email or member number');

describe('SignInExperience variants', () => {
  it('keeps the inputs disabled until the set-up call answers', async () => {
    open('/signInOverlay.mi?locale=en-US');
    expect(loginField()).toBeDisabled();
    await waitFor(() => expect(loginField()).toBeEnabled());
  });

  it('standalone, US: title, expandable description, join now, activate link', async () => {
    open('/signInOverlay.mi?variant=standalone&locale=en-US');
    await waitFor(() => expect(loginField()).toBeEnabled());
    await screen.findByRole('link', { name: 'Forgot password?' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Portico Rewards' })).toBeVisible();
    expect(screen.getByText('Why sign in?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', 'http://localhost:8080/loyalty/createAccount/createAccountPage1.mi');
    expect(screen.getByRole('link', { name: 'Activate your online account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', 'http://localhost:8080/emailPassword.mi');
  });

  it('no description outside the US', async () => {
    open('/signInOverlay.mi?variant=standalone&locale=en-GB');
    await waitFor(() => expect(loginField()).toBeEnabled());
    await screen.findByRole('link', { name: 'Forgot password?' });
    expect(screen.queryByText('Why sign in?')).not.toBeInTheDocument();
  });

  it('session timed out: its own title and description, no promotion', async () => {
    open('/signInOverlay.mi?variant=sessionTimedOut&locale=en-US');
    await screen.findByRole('link', { name: 'Forgot password?' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your session has timed out' })).toBeInTheDocument();
    expect(screen.getByText(/signed you out after 30 minutes/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
  });

  it('enrollment style: no remember-me, a copyright line with this year', async () => {
    // Only Date is faked, so the waits below still run on real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    open('/signInOverlay.mi?variant=enrollment&locale=en-US');
    await waitFor(() => expect(loginField()).toBeEnabled());
    await screen.findByRole('link', { name: 'Forgot password?' });
    expect(screen.queryByRole('checkbox', { name: 'Remember me' })).not.toBeInTheDocument();
    expect(screen.getByText(/© 2031 Portico/)).toBeInTheDocument();
  });

  it('reservation page opened on its own: continue as guest is a link back', async () => {
    open('/reservation/signInOverlay.mi?returnTo=%2Fhotels%2Fx%2Foverview&locale=en-US');
    await waitFor(() => expect(loginField()).toBeEnabled());
    await screen.findByRole('link', { name: 'Forgot password?' });
    expect(screen.getByRole('link', { name: 'Continue as guest' })).toHaveAttribute('href', 'http://localhost:8080/hotels/x/overview');
    expect(screen.queryByText('Why sign in?')).not.toBeInTheDocument();
  });

  it('reservation page in the DTT experience group: the direct-to-ticket block joins and comes back to the booking', async () => {
    setup = { ...visitor, promotion: { layout: 'icons', isDirectToTicket: true } };
    open('/reservation/signInOverlay.mi?returnTo=%2Freservation%2FguestInfo.mi%3FcartId%3Dc-1&locale=en-US');
    const block = await screen.findByRole('region', { name: 'Book this stay as a member' });
    expect(within(block).getByRole('link', { name: 'Join and book' })).toHaveAttribute(
      'href',
      'http://localhost:8080/loyalty/createAccount/createAccountPage1.mi?returnTo=%2Freservation%2FguestInfo.mi%3FcartId%3Dc-1',
    );
    expect(within(block).getByRole('list', { name: 'What members get' })).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Continue as guest' })).toHaveAttribute('href', 'http://localhost:8080/reservation/guestInfo.mi?cartId=c-1');
  });

  it('a join back to an address of another site is never offered: the block joins plainly', async () => {
    setup = { ...visitor, promotion: { layout: 'classic', isDirectToTicket: true } };
    open('/reservation/signInOverlay.mi?returnTo=https%3A%2F%2Fevil.example%2F&locale=en-US');
    const block = await screen.findByRole('region', { name: 'Book this stay as a member' });
    expect(within(block).getByRole('link', { name: 'Join and book' })).toHaveAttribute('href', 'http://localhost:8080/loyalty/createAccount/createAccountPage1.mi');
  });

  it.each(['/reservation/signInOverlay-signInOnly.mi', '/reservation/ersSignInOverlayRedemptionAndMemberRate.mi'])(
    'sign-in only on %s: no promotion and no guest path',
    async (pagePath) => {
      open(`${pagePath}?locale=en-US`);
      await waitFor(() => expect(loginField()).toBeEnabled());
      await screen.findByRole('link', { name: 'Forgot password?' });
      expect(screen.queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
      expect(screen.queryByText('Continue as guest')).not.toBeInTheDocument();
    },
  );

  it('remembered member: greeting, locked login with the member number, clear remembered account', async () => {
    setup = { rememberedUser: true, rememberedMember: { name: 'Liam', memberNumber: '100000002' }, sweepstakes: null, promotion: DEFAULT_PROMOTION_SETUP };
    open('/signInOverlay.mi?variant=standalone&locale=en-US');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Liam' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Not you? Clear remembered account' })).toBeInTheDocument();
    await waitFor(() => expect(loginField()).toHaveValue('100000002'));
    expect(loginField()).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Not you? Clear remembered account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Activate your online account' })).not.toBeInTheDocument();
  });

  it('sweepstakes for the client id: title and button, with the client id appended', async () => {
    setup = { ...visitor, sweepstakes: { title: 'Enter the Summer Escape sweepstakes', buttonLabel: 'Join and enter', joinPath: '/loyalty/createAccount/createAccountPage1.mi' } };
    open('/signInOverlay.mi?variant=standalone&clientId=summer-escape');
    expect(await screen.findByRole('heading', { name: 'Enter the Summer Escape sweepstakes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join and enter' })).toHaveAttribute(
      'href',
      'http://localhost:8080/loyalty/createAccount/createAccountPage1.mi?clientId=summer-escape',
    );
    expect(requestedUrls[0]).toBe('/mi/phoenix-account-auth/v1/signInSetup?clientId=summer-escape');
  });

  it('sign-in is off, with a clear message, for zh-TW and for configured locales', async () => {
    for (const locale of ['zh-TW', 'ko-KR'] as const) {
      // The form speaks the page's language: its words are in hand first, as main.tsx has them.
      await loadAreas(locale, allMessageAreas);
      const { t } = messagesFor(locale);
      const { unmount } = render(<SignInExperience location={{ pathname: '/signInOverlay.mi', search: `?locale=${locale}` }} />);
      expect(screen.getByRole('status')).toHaveTextContent(t('signIn.notice.localeDisabled'));
      await waitFor(() => expect(requestedUrls.length).toBeGreaterThan(0));
      expect(screen.getByLabelText(t('signIn.form.login.label'))).toBeDisabled();
      expect(screen.getByRole('button', { name: t('signIn.form.submit') })).toBeDisabled();
      unmount();
    }
  });

  it('a password change is confirmed with a success banner', () => {
    open('/signInOverlay.mi?variant=standalone&passwordChanged=true');
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed. Sign in with your new password.');
  });
});
