import { StrictMode } from 'react';
import type { SignInHostApi } from '../../bridge';
import { startHostConnection } from '../../bridge/start-host-connection';
import '../../shared/ui/global-styles';
import '../../shared/ui/overlay-global-styles';
import { mountApp } from '../../shared/ssr/mount-app';
import { readServerOverlayPage } from '../../shared/ssr/overlay-page';
import { loadAreas } from '../../shared/i18n/messages';
import { overlayStartLocale } from '../../shared/i18n/overlay-start-locale';
import { config } from './config';
import { MESSAGE_AREAS } from './sign-in-messages';
import { belowTheFormChunk } from './experience/below-the-form-chunk';
import { SignInExperience } from './experience/sign-in-experience';
import type { SignInServerPage } from './experience/sign-in-server-page';

// The handshake starts as the script runs: it completes while React hydrates the server's HTML.
const hostConnection = startHostConnection<SignInHostApi>({ allowedHostOrigins: config.allowedHostOrigins });
const serverPage = readServerOverlayPage<SignInServerPage>();
// The page's words, in the locale it was rendered in, are in hand before it mounts.
const messages = loadAreas(overlayStartLocale(serverPage, window.location), MESSAGE_AREAS);

// The server maps each overlay page path to this app, so it needs no client-side router (and saves
// react-router's 28 KB towards the overlay's 90 KB budget).
const start = () =>
  mountApp(
    document.getElementById('root')!,
    <StrictMode>
      <SignInExperience location={window.location} serverPage={serverPage} hostConnection={hostConnection} />
    </StrictMode>,
    { isServerRendered: serverPage !== null },
  );

// The server's HTML has the part under the form: hydrating before its code is here would leave that
// part waiting, and the first update to the page (the bridge connecting) would make React drop it and
// show it again once loaded, moving everything under the form. Not a top-level await: the chunk imports
// from this one, which the bundler would then split to keep the two from waiting on each other.
if (serverPage) void Promise.all([belowTheFormChunk, messages]).then(start);
else void messages.then(start);
