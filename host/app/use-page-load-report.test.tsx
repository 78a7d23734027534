// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../../shared/i18n/messages-context';
import { usePageLoadReport } from './use-page-load-report';

function Page() {
  usePageLoadReport();
  return null;
}

afterEach(() => vi.unstubAllGlobals());

describe('usePageLoadReport', () => {
  it('sends the page-load call with the page, its locale, and the viewport’s breakpoint name and orientation', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ dataProperties: [], mvpOfferList: [] })));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('innerWidth', 390);
    vi.stubGlobal('innerHeight', 844);
    render(
      <MemoryRouter initialEntries={['/hotels/nycts-portico-times-square/overview']}>
        <MessagesProvider locale="ar">
          <Page />
        </MessagesProvider>
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      context: { pageURI: '/hotels/nycts-portico-times-square/overview', localeKey: 'ar', applicationName: 'host', breakpoint: 'S', orientation: 'portrait' },
    });
  });
});
