import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import '../shared/ui/global-styles';
import { HostApp } from './app/host-app';
import { cookieSaveLinkToken } from './hotel-header/heart/save-link-token';
import { loadMatchedRoutes, readServerPageData } from './app/hydration';
import { documentLocale, loadHostMessages } from './services/host-messages';
import { hostRoutes } from './app/routes';
import { startBridgeInspection } from './services/bridge-inspector';

startBridgeInspection({ search: window.location.search, isDevelopment: import.meta.env.DEV });

/**
 * Renders the page, or hydrates the server's. An async function rather than awaits at the top of the
 * module: one top-level await turns off the bundler's merging of chunks (a merge could change the order
 * modules run in), and the first load then fetches dozens of small files instead of a few.
 */
async function start() {
  const root = document.getElementById('root')!;
  const serverPage = readServerPageData();
  const locale = documentLocale();
  // The page is worded in its locale from the first render, so its words load before anything renders.
  const messagesLoaded = loadHostMessages(locale);

  if (serverPage) {
    // The page's own code must be in hand before hydrating, or the first render would differ from the HTML.
    await Promise.all([loadMatchedRoutes(hostRoutes, window.location), messagesLoaded]);
    // Hydration data, even empty, tells the router the page is already shown: it then leaves the scroll where
    // the guest put it while the script loaded, instead of resetting it to the top (a reload still gets back
    // the position kept for it).
    const router = createBrowserRouter(hostRoutes, { hydrationData: {} });
    // The page is already on screen: hydrating it as a transition lets React yield to the browser every few
    // milliseconds instead of holding the main thread for the whole page, so a tap meanwhile is not kept waiting.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <HostApp pageData={serverPage.entries} hydratedKeys={serverPage.hydratedKeys} locale={locale} saveLinkToken={cookieSaveLinkToken()}>
            <RouterProvider router={router} />
          </HostApp>
        </StrictMode>,
      );
    });
  } else {
    await messagesLoaded;
    const router = createBrowserRouter(hostRoutes);
    createRoot(root).render(
      <StrictMode>
        <HostApp pageData={{}} hydratedKeys={new Set()} locale={locale} saveLinkToken={null}>
          <RouterProvider router={router} />
        </HostApp>
      </StrictMode>,
    );
  }
}

void start();
