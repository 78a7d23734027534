import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../shared/ui/global-styles';
import '../../shared/ui/overlay-global-styles';
import { SignInExperience } from './experience/sign-in-experience';

// The server maps each overlay page path to this app, so it needs no client-side router (and saves
// react-router's 28 KB towards the overlay's 90 KB budget).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SignInExperience location={window.location} />
  </StrictMode>,
);
