// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { allMessageAreas } from '../../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../../shared/i18n/messages';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { ReservationLookupForm } from '../components/reservation-lookup-form';
import { ReservationLookupExperience } from './reservation-lookup-experience';

vi.mock('../config', () => ({
  config: { hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081', allowedHostOrigins: ['http://localhost:8080'], signInDisabledLocales: [], imageCacheDomain: 'http://localhost:8080' },
}));
vi.mock('../../../bridge/react/use-host-bridge', () => ({ useHostBridge: () => ({ status: 'standalone' }) }));
// The connection dropped after the form appeared: the submission chunk never arrives.
vi.mock('./lookup-submission', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

beforeAll(() => loadAreas('ja-JP', allMessageAreas));

describe('the find-reservation overlay in Japanese', () => {
  it('labels the form, its fields and its buttons', () => {
    render(
      <MessagesProvider locale="ja-JP">
        <ReservationLookupForm onSubmit={vi.fn()} onCancel={vi.fn()} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('form', { name: 'ご予約を検索' })).toBeInTheDocument();
    expect(screen.getByLabelText('確認番号')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('姓')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '予約を検索' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'キャンセル' })).toBeInTheDocument();
  });

  it('a page in ja-JP: its title, its document, and the unreachable system said in Japanese', async () => {
    const user = userEvent.setup();
    render(<ReservationLookupExperience location={{ pathname: '/resLookupOverlay.mi', search: '?locale=ja-JP' }} />);
    expect(screen.getByRole('main', { name: 'ご予約の照会' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ご予約を検索' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('ご予約の検索 | Portico Hotels'));
    expect(document.documentElement.lang).toBe('ja-JP');
    await user.type(screen.getByLabelText('確認番号'), '71234567');
    await user.type(screen.getByLabelText('姓'), 'Morgan');
    await user.click(screen.getByRole('button', { name: '予約を検索' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('予約システムに接続できませんでした。接続を確認して、もう一度お試しください。');
  });
});
