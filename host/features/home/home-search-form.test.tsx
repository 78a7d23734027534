// @vitest-environment jsdom
import { act, fireEvent } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { hydrateServerHtml } from '../../../shared/testing/hydrate-server-html';
import { DEFAULT_TEST_INSTANT, parseTestInstant } from '../../../shared/testing/test-instant';
import { HomeSearchForm } from './home-search-form';

vi.mock('../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://host' } }));

function ShownAddress() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

const page = (
  <MemoryRouter initialEntries={['/']}>
    <MessagesProvider locale="en-US">
      <Routes>
        <Route path="/" element={<HomeSearchForm />} />
        <Route path="*" element={<ShownAddress />} />
      </Routes>
    </MessagesProvider>
  </MemoryRouter>
);

const field = <T extends Element>(container: HTMLElement, name: string) => container.querySelector(`[name="${name}"]`) as unknown as T;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(parseTestInstant(DEFAULT_TEST_INSTANT));
});
afterEach(() => vi.useRealTimers());

describe('HomeSearchForm', () => {
  it('keeps what the guest typed before the script ran, and searches with it once hydrated', async () => {
    const hydrated = await hydrateServerHtml(page, {
      beforeHydrate: (container) => {
        field<HTMLInputElement>(container, 'destination').value = 'Tokyo';
        field<HTMLInputElement>(container, 'checkInDate').value = '2026-12-10';
        field<HTMLInputElement>(container, 'checkOutDate').value = '2026-12-12';
        field<HTMLSelectElement>(container, 'numAdultsPerRoom').value = '2';
      },
    });
    expect(hydrated.problems).toEqual([]);
    expect(field<HTMLInputElement>(hydrated.container, 'destination').value).toBe('Tokyo');
    await act(async () => {
      fireEvent.submit(hydrated.container.querySelector('form')!);
    });
    const address = new URL(hydrated.container.querySelector('output')!.textContent!, 'http://host');
    expect(address.pathname).toBe('/search/findHotels.mi');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      destination: 'Tokyo',
      checkInDate: '2026-12-10',
      checkOutDate: '2026-12-12',
      numRooms: '1',
      numAdultsPerRoom: '2',
      numChildrenPerRoom: '0',
    });
    hydrated.unmount();
  });

  it('is a GET form to the results page, so it searches before its script arrives', async () => {
    const hydrated = await hydrateServerHtml(page);
    const form = hydrated.container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search/findHotels.mi');
    expect([...form.elements].map((element) => element.getAttribute('name')).filter(Boolean)).toEqual([
      'destination',
      'checkInDate',
      'checkOutDate',
      'numRooms',
      'numAdultsPerRoom',
      'numChildrenPerRoom',
    ]);
    hydrated.unmount();
  });

  it('refuses an empty destination beside the field and moves the focus there', async () => {
    const hydrated = await hydrateServerHtml(page);
    await act(async () => {
      fireEvent.submit(hydrated.container.querySelector('form')!);
    });
    const destination = field<HTMLInputElement>(hydrated.container, 'destination');
    expect(document.activeElement).toBe(destination);
    expect(destination).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(destination.getAttribute('aria-describedby')!.split(' ')[0]!)).toHaveTextContent('Type a city or a hotel.');
    expect(hydrated.container.querySelector('output')).toBeNull();
    hydrated.unmount();
  });
});
