import { StrictMode } from 'react';
import { createOverlayPageRenderer } from '../../shared/ssr/overlay-page-renderer';
import type { Messages } from '../../shared/i18n/messages';
import type { PageRendererModule } from '../../shared/ssr/page-renderer';

/** The page's title and description in its locale: the server writes them over index.html's English ones. */
const headOf = (t: Messages['t']) => ({ title: t('reservationLookup.document.title'), description: t('reservationLookup.document.description') });

/**
 * The find-reservation overlay's page rendered on the server, so the frame paints the form before its
 * script arrives. Nothing in it is the visitor's own; it follows the query (variant, locale) alone.
 */
export const createPageRenderer: PageRendererModule['createPageRenderer'] = (options) =>
  createOverlayPageRenderer(options, async () => {
    const { ReservationLookupExperience } = await import('./experience/reservation-lookup-experience');
    return async (url, page) => ({
      page,
      element: (
        <StrictMode>
          <ReservationLookupExperience location={url} serverPage={page} />
        </StrictMode>
      ),
    });
  }, headOf);
