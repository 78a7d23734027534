import { StrictMode } from 'react';
import type { GuestInfoHostApi } from '../../bridge';
import { startHostConnection } from '../../bridge/start-host-connection';
import '../../shared/ui/global-styles';
import '../../shared/ui/overlay-global-styles';
import { mountApp } from '../../shared/ssr/mount-app';
import { readServerOverlayPage } from '../../shared/ssr/overlay-page';
import { formPartsShownAtFirst } from './components/form-parts';
import { config } from './config';
import { guestInfoAppChunk } from './experience/guest-info-app-chunk';
import { GuestInfoExperience } from './experience/guest-info-experience';
import type { GuestInfoServerPage } from './experience/guest-info-server-page';

// The handshake starts as the script runs: it completes while React hydrates the server's HTML.
const hostConnection = startHostConnection<GuestInfoHostApi>({ allowedHostOrigins: config.allowedHostOrigins });
const serverPage = readServerOverlayPage<GuestInfoServerPage>();

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
if (form) void Promise.all([guestInfoAppChunk, ...formPartsShownAtFirst(form).map((part) => part.preload())]).then(start, start);
else start();
