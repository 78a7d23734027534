import { createGraphQlClient } from '../../../shared/graphql/client';
import { PaymentInfoQuery } from '../../../shared/graphql/operations/checkout/payment';
import type { ServerOverlayPage } from '../../../shared/ssr/overlay-page';
import { pageOrigin } from '../../../shared/ssr/page-fetch';
import type { PaymentFormData } from '../form/payment-card-values';
import { paymentAppChunk } from './payment-app-chunk';

/**
 * A payment page as the server rendered it: how the cart is paid (terms, accepted brands, a member's
 * saved cards, masked) read in-process with the visitor's cookies, so the frame paints the whole form
 * and the browser does not ask again. `paymentInfo` is null when there is no cart to read or the read
 * failed: the browser then reads it, and shows and reports the failure as it would without the server.
 * Nothing typed into the card fields ever reaches the server's render: it renders them empty.
 */
export type PaymentServerPage = ServerOverlayPage & { paymentInfo: PaymentFormData | null };

export async function readPaymentServerPage(url: URL, page: ServerOverlayPage): Promise<PaymentServerPage> {
  const cartId = url.searchParams.get('cartId')?.trim();
  if (!cartId) return { ...page, paymentInfo: null };
  const request = createGraphQlClient({ origin: pageOrigin(), locale: page.locale, requestedBy: 'portico-payment' });
  const paymentInfo = await request(PaymentInfoQuery, { cartId }).catch(() => null);
  if (paymentInfo) await paymentAppChunk;
  return { ...page, paymentInfo };
}
