import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../shared/ui/global-styles';
import '../../shared/ui/overlay-global-styles';
import { GuestInfoExperience } from './experience/guest-info-experience';

// One page path serves this app, so, like the other overlays, it has no client-side router.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GuestInfoExperience location={window.location} />
  </StrictMode>,
);
