import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../shared/ui/global-styles';
import '../../shared/ui/overlay-global-styles';
import { ReservationLookupExperience } from './experience/reservation-lookup-experience';

// One page path serves this app, so, like the sign-in overlay, it has no client-side router.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ReservationLookupExperience location={window.location} />
  </StrictMode>,
);
