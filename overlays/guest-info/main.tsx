import { StrictMode } from 'react';
import type { GuestInfoHostApi } from '../../bridge';
import { startHostConnection } from '../../bridge/start-host-connection';
import '../../shared/ui/global-styles';
import '../../shared/ui/overlay-global-styles';
import { mountApp } from '../../shared/ssr/mount-app';
import { readServerOverlayPage } from '../../shared/ssr/overlay-page';
import { formPartsShownAtFirst } from './components/form-parts';
import { loadAreas } from '../../shared/i18n/messages';
import { overlayStartLocale } from '../../shared/i18n/overlay-start-locale';
import { config } from './config';
import { MESSAGE_AREAS } from './guest-info-messages';
import { guestInfoAppChunk } from './experience/guest-info-app-chunk';
import { GuestInfoExperience } from './experience/guest-info-experience';
import type { GuestInfoServerPage } from './experience/guest-info-server-page';

// The handshake starts as the script runs: it completes while React hydrates the server's HTML.
const hostConnection = startHostConnection<GuestInfoHostApi>({ allowedHostOrigins: config.allowedHostOrigins });
const serverPage = readServerOverlayPage<GuestInfoServerPage>();
// The page's words, in the locale it was rendered in, are in hand before it mounts.
const messages = loadAreas(overlayStartLocale(serverPage, window.location), MESSAGE_AREAS);

// One page path serves this app, so, like the other overlays, it has no client-side router.
const start = () =>
  mountApp(
    document.getElementById('root')!,
    <StrictMode>
      <GuestInfoExperience location={window.location} serverPage={serverPage} hostConnection={hostConnection} />
    </StrictMode>,
    { isServerRendered: serverPage !== null },
  );

// The server's HTML has the whole form: hydrating before its code is here would leave the form (or a
// part of it) waiting, and the first update (the bridge connecting) would make React throw that HTML
// away and show the skeleton again. Not a top-level await: the chunks import from this one.
const form = serverPage?.form;
if (form) void Promise.all([messages, guestInfoAppChunk, ...formPartsShownAtFirst(form).map((part) => part.preload())]).then(start, start);
else void messages.then(start, start);
