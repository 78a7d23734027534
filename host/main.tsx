import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '../shared/ui/global-styles';
import { router } from './app/router';
import { startBridgeInspection } from './services/bridge-inspector';

startBridgeInspection({ search: window.location.search, isDevelopment: import.meta.env.DEV });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
