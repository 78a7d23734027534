import { createGraphQlClient } from '../../../shared/graphql/client';
import { GuestInfoFormQuery } from '../../../shared/graphql/operations/guest-info/guest-info-form';
import type { ServerOverlayPage } from '../../../shared/ssr/overlay-page';
import { pageOrigin } from '../../../shared/ssr/page-fetch';
import type { GuestInfoFormData } from '../form/guest-info-values';
import { guestInfoAppChunk } from './guest-info-app-chunk';
import { formPartsShownAtFirst } from '../components/form-parts';

/**
 * A guest-info page as the server rendered it: the cart's form read in-process with the visitor's
 * cookies, so the frame paints the whole form and the browser does not ask again. `form` is null when
 * there is no cart to read or the read failed: the browser then reads it, and shows and reports the
 * failure as it would without the server (an ended cart or session is the host's to act on).
 */
export type GuestInfoServerPage = ServerOverlayPage & { form: GuestInfoFormData | null };

export async function readGuestInfoServerPage(url: URL, page: ServerOverlayPage): Promise<GuestInfoServerPage> {
  const cartId = url.searchParams.get('cartId')?.trim();
  if (!cartId) return { ...page, form: null };
  const request = createGraphQlClient({ origin: pageOrigin(), locale: page.locale, requestedBy: 'portico-guest-info' });
  const form = await request(GuestInfoFormQuery, { cartId }).catch(() => null);
  // Loaded before rendering, so the server's HTML holds the form's parts themselves, not their loading placeholders.
  if (form) await Promise.all([guestInfoAppChunk, ...formPartsShownAtFirst(form).map((part) => part.preload())]);
  return { ...page, form };
}
