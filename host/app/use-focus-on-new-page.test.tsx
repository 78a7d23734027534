// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, ScrollRestoration } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { hostPaths } from '../../shared/domain/paths';
import { useFocusOnNewPage } from './use-focus-on-new-page';

/** Pages still loading: each shows its heading once the test lets it (`finishLoading`). */
let loading: Array<() => void> = [];
const finishLoading = () =>
  // Async, so the page's MutationObserver has reported the heading before the test looks.
  act(async () => {
    loading.forEach((finish) => finish());
    loading = [];
  });

function LoadingPage({ heading }: { heading: string }) {
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    loading.push(() => setLoaded(true));
  }, []);
  return isLoaded ? <h1>{heading}</h1> : <p>Loading…</p>;
}

function Layout() {
  useFocusOnNewPage('main');
  return (
    <>
      <ScrollRestoration />
      <button type="button">Sign in</button>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

const REVIEW = bookingPaths.reviewDetails.path;
const CONFIRMATION = bookingPaths.confirmation.path;
const UPCOMING = hostPaths.upcomingReservation.path;

function renderApp(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: hostPaths.home.path, element: <h1>Portico</h1> },
          { path: REVIEW, element: <LoadingPage heading="Review your booking" /> },
          { path: CONFIRMATION, element: <h1>Your booking is confirmed</h1> },
          {
            path: UPCOMING,
            element: (
              <>
                <h1>Your reservation</h1>
                <div data-page-message>Your reservation is changed.</div>
              </>
            ),
          },
          { path: bookingPaths.rateList.path, element: <h1>Choose a room</h1> },
          { path: bookingPaths.roomPool.path, element: <h1>Choose a room</h1> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let scrollY = 0;
beforeEach(() => {
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  loading = [];
  sessionStorage.clear();
});

describe('useFocusOnNewPage', () => {
  it('leaves the first page alone: the browser starts it at the top, the reader at the document', () => {
    renderApp('/');
    expect(document.body).toHaveFocus();
  });

  it('moves the focus to the new page’s heading once the page has one, and scrolls it to the top', async () => {
    const router = renderApp('/');
    scrollY = 2558;
    await act(() => router.navigate(REVIEW));
    expect(document.body).toHaveFocus();
    vi.mocked(window.scrollTo).mockClear();
    await finishLoading();
    expect(screen.getByRole('heading', { level: 1, name: 'Review your booking' })).toHaveFocus();
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('restores the position kept for Back once the page is loaded again, with the focus on its heading', async () => {
    const router = renderApp(REVIEW);
    await finishLoading();
    scrollY = 900;
    await act(() => router.navigate(CONFIRMATION));
    scrollY = 0;
    await act(() => router.navigate(-1));
    vi.mocked(window.scrollTo).mockClear();
    await finishLoading();
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 900);
    expect(screen.getByRole('heading', { level: 1, name: 'Review your booking' })).toHaveFocus();
  });

  it('starts a page at the message the last action left, for the eye and for the screen reader', async () => {
    const router = renderApp(CONFIRMATION);
    await act(() => router.navigate(hostPaths.upcomingReservation.getHref('71234561')));
    const message = screen.getByText('Your reservation is changed.');
    expect(message).toHaveFocus();
    expect(message.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('keeps the focus where it is between the addresses of one page, such as a modal of the rate list', async () => {
    const router = renderApp(bookingPaths.rateList.path);
    const button = screen.getByRole('button', { name: 'Sign in' });
    button.focus();
    await act(() => router.navigate(bookingPaths.roomPool.path));
    expect(button).toHaveFocus();
  });
});
