// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetailsResponse } from '../../shared/domain/auth-responses';
import { markSessionForRefetch } from './sign-in-session';
import { greetingName, useUserDetails } from './use-user-details';

describe('greetingName', () => {
  it('capitalises the first letter of the consumer name', () => {
    expect(greetingName('ava')).toBe('Ava');
    expect(greetingName('Ava')).toBe('Ava');
  });

  it('has no name for nobody', () => {
    expect(greetingName(null)).toBeNull();
    expect(greetingName('')).toBeNull();
  });
});

describe('useUserDetails', () => {
  const signedIn: UserDetailsResponse = {
    status: 'SUCCESS',
    rememberedUser: false,
    sessionTimedOut: false,
    headerSubtext: { consumerName: 'ava' },
    userProfileData: { memberNumber: '100000001', consumerId: 'C1000001', tier: 'Gold' },
  };
  let fetchCount = 0;

  beforeEach(() => {
    fetchCount = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        fetchCount += 1;
        return new Response(JSON.stringify(signedIn), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  function Greeting({ label }: { label: string }) {
    const { data } = useUserDetails();
    return <p aria-label={label}>{data ? greetingName(data.headerSubtext.consumerName) : '…'}</p>;
  }

  // A fresh cache per test, as a fresh page load has.
  const renderWithFreshCache = (children: React.ReactNode) =>
    render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>);

  it('reads once for every part of the page that asks at the same time', async () => {
    renderWithFreshCache(
      <>
        <Greeting label="header" />
        <Greeting label="page" />
      </>,
    );
    await waitFor(() => expect(screen.getByLabelText('page')).toHaveTextContent('Ava'));
    expect(screen.getByLabelText('header')).toHaveTextContent('Ava');
    expect(fetchCount).toBe(1);
  });

  it('does not read again once saved, unless the refetch flag was set, which the read clears', async () => {
    const view = renderWithFreshCache(<Greeting label="first" />);
    await waitFor(() => expect(screen.getByLabelText('first')).toHaveTextContent('Ava'));
    view.rerender(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Greeting label="first" />
      </SWRConfig>,
    );
    expect(fetchCount).toBe(1);

    markSessionForRefetch();
    view.rerender(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Greeting label="first" />
        <Greeting label="second" />
      </SWRConfig>,
    );
    await waitFor(() => expect(fetchCount).toBe(2));
    expect(sessionStorage.getItem('portico.session.refetch')).toBeNull();
  });
});
