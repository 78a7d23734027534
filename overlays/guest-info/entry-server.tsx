import { StrictMode } from 'react';
import { createOverlayPageRenderer } from '../../shared/ssr/overlay-page-renderer';
import type { PageRendererModule } from '../../shared/ssr/page-renderer';

/**
 * The overlay's page rendered on the server as its shell: the heading and the skeleton of the
 * guest-information form, so the frame paints at once. The form itself needs the cart, which the browser reads as
 * the page's script starts.
 */
export const createPageRenderer: PageRendererModule['createPageRenderer'] = (options) =>
  createOverlayPageRenderer(options, async () => {
    const { GuestInfoExperience } = await import('./experience/guest-info-experience');
    return async (url, page) => ({
      page,
      element: (
        <StrictMode>
          <GuestInfoExperience location={url} serverPage={page} />
        </StrictMode>
      ),
    });
  });
