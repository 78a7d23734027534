import { StrictMode } from 'react';
import type { PaymentHostApi } from '../../bridge';
import { startHostConnection } from '../../bridge/start-host-connection';
import '../../shared/ui/global-styles';
import '../../shared/ui/overlay-global-styles';
import { mountApp } from '../../shared/ssr/mount-app';
import { readServerOverlayPage } from '../../shared/ssr/overlay-page';
import { loadAreas } from '../../shared/i18n/messages';
import { overlayStartLocale } from '../../shared/i18n/overlay-start-locale';
import { config } from './config';
import { MESSAGE_AREAS } from './payment-messages';
import { paymentAppChunk } from './experience/payment-app-chunk';
import { PaymentExperience } from './experience/payment-experience';
import type { PaymentServerPage } from './experience/payment-server-page';

// The handshake starts as the script runs: it completes while React hydrates the server's HTML.
const hostConnection = startHostConnection<PaymentHostApi>({ allowedHostOrigins: config.allowedHostOrigins });
const serverPage = readServerOverlayPage<PaymentServerPage>();
// The page's words, in the locale it was rendered in, are in hand before it mounts.
const messages = loadAreas(overlayStartLocale(serverPage, window.location), MESSAGE_AREAS);

// One page path serves this app, so, like the other overlays, it has no client-side router.
const start = () =>
  mountApp(
    document.getElementById('root')!,
    <StrictMode>
      <PaymentExperience location={window.location} serverPage={serverPage} hostConnection={hostConnection} />
    </StrictMode>,
    { isServerRendered: serverPage !== null },
  );

// The server's HTML has the whole form: hydrating before its code is here would leave it waiting, and
// the first update (the bridge connecting) would make React throw that HTML away and show the skeleton
// again. Not a top-level await: the chunk imports from this one.
if (serverPage?.paymentInfo) void Promise.all([messages, paymentAppChunk]).then(start, start);
else void messages.then(start, start);
