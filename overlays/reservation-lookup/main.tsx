import { StrictMode } from 'react';
import type { ReservationLookupHostApi } from '../../bridge';
import { startHostConnection } from '../../bridge/start-host-connection';
import '../../shared/ui/global-styles';
import '../../shared/ui/overlay-global-styles';
import { mountApp } from '../../shared/ssr/mount-app';
import { readServerOverlayPage } from '../../shared/ssr/overlay-page';
import { loadAreas } from '../../shared/i18n/messages';
import { overlayStartLocale } from '../../shared/i18n/overlay-start-locale';
import { config } from './config';
import { MESSAGE_AREAS } from './reservation-lookup-messages';
import { ReservationLookupExperience } from './experience/reservation-lookup-experience';

// The handshake starts as the script runs: it completes while React hydrates the server's HTML.
const hostConnection = startHostConnection<ReservationLookupHostApi>({ allowedHostOrigins: config.allowedHostOrigins });
const serverPage = readServerOverlayPage();

// One page path serves this app, so, like the sign-in overlay, it has no client-side router.
const start = () =>
  mountApp(
    document.getElementById('root')!,
    <StrictMode>
      <ReservationLookupExperience location={window.location} serverPage={serverPage} hostConnection={hostConnection} />
    </StrictMode>,
    { isServerRendered: serverPage !== null },
  );

// The page's words, in the locale it was rendered in, are in hand before it mounts.
void loadAreas(overlayStartLocale(serverPage, window.location), MESSAGE_AREAS).then(start, start);
