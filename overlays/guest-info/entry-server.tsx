import { StrictMode } from 'react';
import { createOverlayPageRenderer } from '../../shared/ssr/overlay-page-renderer';
import type { Messages } from '../../shared/i18n/messages';
import type { PageRendererModule } from '../../shared/ssr/page-renderer';
import type { GuestInfoServerPage } from './experience/guest-info-server-page';

/** The page's title and description in its locale: the server writes them over index.html's English ones. */
const headOf = (t: Messages['t']) => ({ title: t('guestInfo.document.title'), description: t('guestInfo.document.description') });

/**
 * The guest-info overlay's page rendered on the server, per request: the cart's form is read in-process
 * with the visitor's cookies (a member's profile fills it), so the frame paints the whole form before
 * its script arrives.
 */
export const createPageRenderer: PageRendererModule['createPageRenderer'] = (options) =>
  createOverlayPageRenderer<GuestInfoServerPage>(options, async () => {
    const [{ GuestInfoExperience }, { readGuestInfoServerPage }] = await Promise.all([import('./experience/guest-info-experience'), import('./experience/guest-info-server-page')]);
    return async (url, basePage) => {
      const page = await readGuestInfoServerPage(url, basePage);
      return {
        page,
        element: (
          <StrictMode>
            <GuestInfoExperience location={url} serverPage={page} />
          </StrictMode>
        ),
      };
    };
  }, headOf);
