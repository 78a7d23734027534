import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../shared/ui/global-styles';
import '../../shared/ui/overlay-global-styles';
import { PaymentExperience } from './experience/payment-experience';

// One page path serves this app, so, like the other overlays, it has no client-side router.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PaymentExperience location={window.location} />
  </StrictMode>,
);
