import { StrictMode } from 'react';
import { createOverlayPageRenderer } from '../../shared/ssr/overlay-page-renderer';
import type { Messages } from '../../shared/i18n/messages';
import type { PageRendererModule } from '../../shared/ssr/page-renderer';
import type { SignInServerPage } from './experience/sign-in-server-page';

/** The page's title and description in its locale: the server writes them over index.html's English ones. */
const headOf = (t: Messages['t']) => ({ title: t('signIn.document.title'), description: t('signIn.document.description') });

/**
 * The sign-in overlay's pages rendered on the server, per request: the query (variant, client id,
 * locale) and the visitor's cookies (a remembered member) decide what the form shows, so the frame
 * paints the whole form before its script arrives.
 */
export const createPageRenderer: PageRendererModule['createPageRenderer'] = (options) =>
  createOverlayPageRenderer<SignInServerPage>(options, async () => {
    const [{ SignInExperience }, { readSignInServerPage }] = await Promise.all([import('./experience/sign-in-experience'), import('./experience/sign-in-server-page')]);
    return async (url, basePage) => {
      const page = await readSignInServerPage(url, basePage);
      return {
        page,
        element: (
          <StrictMode>
            <SignInExperience location={url} serverPage={page} />
          </StrictMode>
        ),
      };
    };
  }, headOf);
