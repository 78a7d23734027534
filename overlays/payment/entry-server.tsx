import { StrictMode } from 'react';
import { createOverlayPageRenderer } from '../../shared/ssr/overlay-page-renderer';
import type { Messages } from '../../shared/i18n/messages';
import type { PageRendererModule } from '../../shared/ssr/page-renderer';
import type { PaymentServerPage } from './experience/payment-server-page';

/** The page's title and description in its locale: the server writes them over index.html's English ones. */
const headOf = (t: Messages['t']) => ({ title: t('payment.document.title'), description: t('payment.document.description') });

/**
 * The payment overlay's page rendered on the server, per request: how the cart is paid is read
 * in-process with the visitor's cookies (a member's saved cards, masked), so the frame paints the whole
 * form before its script arrives. The card fields are rendered empty; a card is typed in the browser only.
 */
export const createPageRenderer: PageRendererModule['createPageRenderer'] = (options) =>
  createOverlayPageRenderer<PaymentServerPage>(options, async () => {
    const [{ PaymentExperience }, { readPaymentServerPage }] = await Promise.all([import('./experience/payment-experience'), import('./experience/payment-server-page')]);
    return async (url, basePage) => {
      const page = await readPaymentServerPage(url, basePage);
      return {
        page,
        element: (
          <StrictMode>
            <PaymentExperience location={url} serverPage={page} />
          </StrictMode>
        ),
      };
    };
  }, headOf);
