// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInSetupResponse } from '../../../shared/domain/auth-responses';
import { DEFAULT_PROMOTION_SETUP } from '../../../shared/domain/membership-promotion';
import { allMessageAreas } from '../../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../../shared/i18n/messages';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { SignInForm } from '../components/sign-in-form';
import { MembershipPromotion } from '../../../shared/ui/membership-promotion/membership-promotion';
import { SignInExperience } from './sign-in-experience';
import { CopyrightLine } from './sign-in-extras';

vi.mock('../config', () => ({
  config: {
    hostOrigin: 'http://localhost:8080',
    overlayOrigin: 'http://localhost:8081',
    allowedHostOrigins: ['http://localhost:8080'],
    signInDisabledLocales: [],
  },
}));

const visitor: SignInSetupResponse = { rememberedUser: false, rememberedMember: null, sweepstakes: null, promotion: DEFAULT_PROMOTION_SETUP };

beforeAll(() => loadAreas('ja-JP', allMessageAreas));
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(visitor), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the sign-in overlay in Japanese', () => {
  it('labels the form and its fields', () => {
    render(
      <MessagesProvider locale="ja-JP">
        <SignInForm onSubmit={vi.fn()} rules={{ mode: 'emailOrMember', isRemembered: false }} rememberedLogin={null} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('form', { name: 'ログイン' })).toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレスまたは会員番号')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'ログイン情報を記憶する' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'ログイン' })).toBeInTheDocument();
  });

  it('greets a remembered member by name and keeps the year in the copyright line', () => {
    render(
      <MessagesProvider locale="ja-JP">
        <MembershipPromotion placement="overlay" layout="icons" rememberedName="Liam" joinHref="http://localhost:8080/join" linkTarget={undefined} />
        <CopyrightLine year={2026} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading', { name: 'おかえりなさいませ、Liam様' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '今すぐ入会' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '会員特典' })).toHaveTextContent('無料Wi-Fi');
    expect(screen.getByText('© 2026 Portico Hotels & Resorts. 無断複写・転載を禁じます。')).toBeInTheDocument();
  });

  it('a page in ja-JP: its title, the idle minutes counted in Japanese, the document in Japanese', async () => {
    render(<SignInExperience location={{ pathname: '/signInOverlay.mi', search: '?variant=sessionTimedOut&locale=ja-JP' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'セッションがタイムアウトしました' })).toBeInTheDocument();
    expect(screen.getByText(/30分間操作がなかったので/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'パスワードをお忘れですか？' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('ログイン | Portico Rewards'));
    expect(document.documentElement.lang).toBe('ja-JP');
  });
});
