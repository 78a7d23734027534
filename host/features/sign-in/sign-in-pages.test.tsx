// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupportedLocale } from '../../../shared/domain/locales';
import { SignInErrorCode } from '../../../shared/domain/sign-in-errors';
import { allMessageAreas } from '../../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../../shared/i18n/messages';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { signInMessageInEnglish } from '../../../shared/i18n/refusals-in-english';
import { saveMfaOptions } from '../../auth/sign-in-session';
import { SignInErrorPage } from './sign-in-error-page';
import { SignInPage } from './sign-in-page';
import { VerifyIdentityPage } from './verify-identity-page';

vi.mock('../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081' } }));
vi.mock('../../services/page-events', () => ({ raiseGraphQlError: vi.fn(), raiseDataLayerEvent: vi.fn() }));
// The form itself is the sign-in overlay's, tested there: here only the page around it.
vi.mock('../../auth/sign-in-frame', () => ({ SignInFrame: () => <iframe title="sign-in form" /> }));

// Every area, as the server holds them (tests/architecture/message-areas.test.ts checks the host loads the refusals).
beforeAll(() => Promise.all((['es-ES', 'ja-JP'] as const).map((locale) => loadAreas(locale, allMessageAreas))));
beforeEach(() => sessionStorage.clear());

function renderPage(locale: SupportedLocale, path: string, page: ReactNode) {
  render(
    <MessagesProvider locale={locale}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </MessagesProvider>,
  );
}

const errorPath = (code: string) => `/sign-in-error.mi?errorMessageType=${encodeURIComponent(code)}`;

describe('SignInErrorPage', () => {
  it('says the refusal in the page’s locale (Spanish), the lock’s minutes included', () => {
    renderPage('es-ES', errorPath(SignInErrorCode.LockedOut), <SignInErrorPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tu cuenta está bloqueada tras demasiadas contraseñas incorrectas. Inténtalo de nuevo dentro de 15 minutos o restablece tu contraseña.',
    );
  });

  it('says wrong credentials as the generic warning outside the US mode (Japanese)', () => {
    renderPage('ja-JP', errorPath(SignInErrorCode.InvalidCredentials), <SignInErrorPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('メールアドレスまたは会員番号とパスワードが一致しません。確認してもう一度お試しください。');
  });

  it('says wrong credentials as the credentials warning in en-US', () => {
    renderPage('en-US', errorPath(SignInErrorCode.InvalidCredentials), <SignInErrorPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(signInMessageInEnglish('credentialsWarning'));
    expect(screen.getByRole('alert')).toHaveTextContent('The email, member number or password you entered does not match our records.');
  });
});

describe('the sign-in and verification pages’ own messages', () => {
  it('confirms a password change in the page’s locale (Spanish)', () => {
    renderPage('es-ES', '/sign-in.mi?passwordChanged=true', <SignInPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Tu contraseña ha cambiado. Inicia sesión con la nueva contraseña.');
  });

  it('asks a two-step member to verify in the page’s locale (Japanese)', () => {
    saveMfaOptions({ emailAddress: 'a***@example.com', phoneNumbers: [] });
    renderPage('ja-JP', '/verify-identity.mi', <VerifyIdentityPage />);
    expect(screen.getByText('お客様のセキュリティ保護のため、ログインの前にご本人確認が必要です。')).toBeInTheDocument();
  });
});
