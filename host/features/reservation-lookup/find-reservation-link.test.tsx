// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UseOverlayBridgeOptions } from '../../../bridge/react/use-overlay-bridge';
import { createFakeOverlay } from '../../../bridge/testing/fake-overlay';
import { pageEventNames } from '../../services/page-events';
import { FindReservationLink } from './find-reservation-link';

vi.mock('../../services/config', () => ({
  config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081', imageCacheDomain: 'http://localhost:8080' },
}));

// The bridge has its own tests; here the frame's handlers are caught so the test can play the overlay.
const overlay = createFakeOverlay<'reservation-lookup'>();
vi.mock('../../../bridge/react/use-overlay-bridge', () => ({ useOverlayBridge: (options: UseOverlayBridgeOptions<'reservation-lookup'>) => overlay.answer(options) }));


beforeEach(() => {
  overlay.reset();
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200 })));
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderHeaderEntry(path = '/hotels/nycts-portico-times-square/overview') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <FindReservationLink />
      <Where />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), link: screen.getByRole('link', { name: 'Find reservation' }) };
}

const lookupFrame = () => document.querySelector<HTMLIFrameElement>('iframe[title="Find your reservation"]');

describe('FindReservationLink', () => {
  it('is a real link to the lookup page', () => {
    const { link } = renderHeaderEntry();
    expect(link).toHaveAttribute('href', '/reservation/lookupReservation.mi?fromOverlay=true');
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('a plain click opens the lookup overlay in a dialog and stays on the page', async () => {
    const { user, link } = renderHeaderEntry();
    await user.click(link);
    expect(await screen.findByRole('dialog', { name: 'Find your reservation' })).toBeInTheDocument();
    expect(lookupFrame()?.src).toBe('http://localhost:8081/resLookupOverlay.mi?overlay=true&locale=en-US&variant=dialog');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/hotels/nycts-portico-times-square/overview');
  });

  it('a click with a modifier key is left to the browser (new tab or window), with no dialog', () => {
    const { link } = renderHeaderEntry();
    // Runs after the app's handlers: records whether they left the default, then stops jsdom's navigation.
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const) fireEvent.click(link, { [modifier]: true });
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true, true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/hotels/nycts-portico-times-square/overview');
  });

  it('on the lookup page, which shows the form already, is a plain link to it', async () => {
    const { user, link } = renderHeaderEntry('/reservation/lookupReservation.mi?fromOverlay=true');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).not.toHaveAttribute('aria-haspopup');
    await user.hover(link);
    await user.click(link);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lookupFrame()).toBeNull();
  });

  it('loads the overlay ahead, hidden, on hover', async () => {
    const { user, link } = renderHeaderEntry();
    expect(lookupFrame()).toBeNull();
    await user.hover(link);
    await waitFor(() => expect(lookupFrame()).not.toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to the reservation the overlay found and closes the dialog; refuses paths off the site', async () => {
    const { user, link } = renderHeaderEntry();
    await user.click(link);
    await screen.findByRole('dialog', { name: 'Find your reservation' });
    act(() => overlay.host().navigate('https://evil.example/reservation/upcomingReservation.mi'));
    expect(screen.getByRole('dialog', { name: 'Find your reservation' })).toBeInTheDocument();
    act(() => overlay.host().navigate('/reservation/upcomingReservation.mi?confirmationNumber=71234567'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/reservation/upcomingReservation.mi?confirmationNumber=71234567');
  });

  it('closes when the overlay asks, and forwards its lookup events to the data layer', async () => {
    const { user, link } = renderHeaderEntry();
    await user.click(link);
    await screen.findByRole('dialog', { name: 'Find your reservation' });
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(pageEventNames.dataLayer, listener);
    act(() => overlay.host().emit({ name: 'reservationLookupFailed', detail: { errorCode: 'RESERVATION_NOT_FOUND' } }));
    window.removeEventListener(pageEventNames.dataLayer, listener);
    expect(events).toEqual([{ name: 'reservationLookupFailed', detail: { errorCode: 'RESERVATION_NOT_FOUND' } }]);
    act(() => overlay.host().close());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
  });
});
