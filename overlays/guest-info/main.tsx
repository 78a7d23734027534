import { StrictMode } from 'react';
import type { GuestInfoHostApi } from '../../bridge';
import { startHostConnection } from '../../bridge/start-host-connection';
import '../../shared/ui/global-styles';
import '../../shared/ui/overlay-global-styles';
import { mountApp } from '../../shared/ssr/mount-app';
import { readServerOverlayPage } from '../../shared/ssr/overlay-page';
import { config } from './config';
import { GuestInfoExperience } from './experience/guest-info-experience';

// The handshake starts as the script runs: it completes while React hydrates the server's HTML.
const hostConnection = startHostConnection<GuestInfoHostApi>({ allowedHostOrigins: config.allowedHostOrigins });
const serverPage = readServerOverlayPage();

// One page path serves this app, so, like the other overlays, it has no client-side router.
mountApp(
  document.getElementById('root')!,
  <StrictMode>
    <GuestInfoExperience location={window.location} serverPage={serverPage} hostConnection={hostConnection} />
  </StrictMode>,
  { isServerRendered: serverPage !== null },
);
