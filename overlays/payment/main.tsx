import { StrictMode } from 'react';
import type { PaymentHostApi } from '../../bridge';
import { startHostConnection } from '../../bridge/start-host-connection';
import '../../shared/ui/global-styles';
import '../../shared/ui/overlay-global-styles';
import { mountApp } from '../../shared/ssr/mount-app';
import { readServerOverlayPage } from '../../shared/ssr/overlay-page';
import { config } from './config';
import { PaymentExperience } from './experience/payment-experience';

// The handshake starts as the script runs: it completes while React hydrates the server's HTML.
const hostConnection = startHostConnection<PaymentHostApi>({ allowedHostOrigins: config.allowedHostOrigins });
const serverPage = readServerOverlayPage();

// One page path serves this app, so, like the other overlays, it has no client-side router.
mountApp(
  document.getElementById('root')!,
  <StrictMode>
    <PaymentExperience location={window.location} serverPage={serverPage} hostConnection={hostConnection} />
  </StrictMode>,
  { isServerRendered: serverPage !== null },
);
