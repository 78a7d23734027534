// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetailsResponse } from '../../shared/domain/auth-responses';
import { SESSION_CHECK_INTERVAL_MS, useSessionWatch } from './use-session-watch';

const ava = (status: UserDetailsResponse['status'], sessionTimedOut = false): UserDetailsResponse => ({
  status,
  rememberedUser: false,
  sessionTimedOut,
  headerSubtext: { consumerName: status === 'SUCCESS' ? 'Ava' : null },
  userProfileData: null,
});

let navigateTo: (path: string) => void = () => {};

function Watcher({ user, refresh }: { user: UserDetailsResponse | undefined; refresh: () => void }) {
  useSessionWatch(user, refresh);
  const location = useLocation();
  navigateTo = useNavigate();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderWatcher(user: UserDetailsResponse | undefined, refresh = vi.fn(), path = '/hotels/nycts-portico-times-square/overview') {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Watcher user={user} refresh={refresh} />
    </MemoryRouter>,
  );
  const rerender = (next: UserDetailsResponse | undefined) =>
    view.rerender(
      <MemoryRouter initialEntries={[path]}>
        <Watcher user={next} refresh={refresh} />
      </MemoryRouter>,
    );
  return { refresh, rerender };
}

const location = () => screen.getByLabelText('location').textContent;

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('useSessionWatch', () => {
  it('sends a member whose open session timed out to the session-timed-out page, with the way back', () => {
    const { rerender } = renderWatcher(ava('SUCCESS'), vi.fn(), '/hotels/nycts-portico-times-square/overview?tab=rooms');
    rerender(ava('FAILURE', true));
    const href = new URL(location() ?? '', 'http://host');
    expect(href.pathname).toBe('/sessionTimedOut.mi');
    expect(href.searchParams.get('returnTo')).toBe('/hotels/nycts-portico-times-square/overview?tab=rooms');
  });

  it('does not announce a time-out found by a fresh page load: that visitor is simply signed out', () => {
    renderWatcher(ava('FAILURE', true));
    expect(location()).toBe('/hotels/nycts-portico-times-square/overview');
  });

  it('does not treat signing out as a time-out', () => {
    const { rerender } = renderWatcher(ava('SUCCESS'));
    rerender(ava('FAILURE'));
    expect(location()).toBe('/hotels/nycts-portico-times-square/overview');
  });

  it('stays on a sign-in page that notices the time-out', () => {
    const { rerender } = renderWatcher(ava('SUCCESS'), vi.fn(), '/sign-in.mi?returnTo=%2F');
    rerender(ava('FAILURE', true));
    expect(location()).toBe('/sign-in.mi?returnTo=%2F');
  });

  it('reads a signed-in member’s session again on a page change once the last read is a minute old', () => {
    const { refresh } = renderWatcher(ava('SUCCESS'));
    act(() => navigateTo('/'));
    expect(refresh).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + SESSION_CHECK_INTERVAL_MS);
    act(() => navigateTo('/hotels/lonkx-portico-london-kings-cross/overview'));
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => navigateTo('/'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('reads it again when the member comes back to the tab after a minute', () => {
    const { refresh } = renderWatcher(ava('SUCCESS'));
    vi.setSystemTime(Date.now() + SESSION_CHECK_INTERVAL_MS);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('never reads again for a visitor', () => {
    const { refresh } = renderWatcher(ava('FAILURE'));
    vi.setSystemTime(Date.now() + SESSION_CHECK_INTERVAL_MS);
    act(() => navigateTo('/'));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(refresh).not.toHaveBeenCalled();
  });
});
