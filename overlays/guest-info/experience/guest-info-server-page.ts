import { countryOfLocale } from '../../../shared/domain/locale-country';
import { DEFAULT_LOCALE, supportedLocaleOf } from '../../../shared/domain/locales';
import { createGraphQlClient, type GraphQlRequest } from '../../../shared/graphql/client';
import type { StateLookupQuery as StateLookupData } from '../../../shared/graphql/generated/graphql';
import { GuestInfoFormQuery, StateLookupQuery } from '../../../shared/graphql/operations/guest-info/guest-info-form';
import type { ServerOverlayPage } from '../../../shared/ssr/overlay-page';
import { pageOrigin } from '../../../shared/ssr/page-fetch';
import { initialGuestInfo, type GuestInfoFormData } from '../form/guest-info-values';
import { guestInfoAppChunk } from './guest-info-app-chunk';
import { formPartsShownAtFirst } from '../components/form-parts';

/**
 * A guest-info page as the server rendered it: the cart's form read in-process with the visitor's
 * cookies, so the frame paints the whole form and the browser does not ask again. `form` is null when
 * there is no cart to read or the read failed: the browser then reads it, and shows and reports the
 * failure as it would without the server (an ended cart or session is the host's to act on).
 */
export type GuestInfoServerPage = ServerOverlayPage & {
  form: GuestInfoFormData | null;
  /**
   * The states of the country the form opens on, when it has them: the state list paints with the
   * form, and the browser asks nothing as it opens (its GraphQL client then comes with the guest's first call).
   */
  initialStates: InitialStates | null;
};

export type InitialStates = { countryCode: string; lookup: StateLookupData };

/** The country the form opens on, as the form reads it while it hydrates (no draft yet), and its states if it has any. */
async function readInitialStates(request: GraphQlRequest, form: GuestInfoFormData, locale: string): Promise<InitialStates | null> {
  const countryCode = initialGuestInfo(form, null, countryOfLocale(supportedLocaleOf(locale) ?? DEFAULT_LOCALE) ?? '').guest.address.countryCode;
  if (!form.countries.some((country) => country.code === countryCode && country.hasStates)) return null;
  const lookup = await request(StateLookupQuery, { countryCode }).catch(() => null);
  return lookup ? { countryCode, lookup } : null;
}

export async function readGuestInfoServerPage(url: URL, page: ServerOverlayPage): Promise<GuestInfoServerPage> {
  const cartId = url.searchParams.get('cartId')?.trim();
  if (!cartId) return { ...page, form: null, initialStates: null };
  const request = createGraphQlClient({ origin: pageOrigin(), locale: page.locale, requestedBy: 'portico-guest-info' });
  const form = await request(GuestInfoFormQuery, { cartId }).catch(() => null);
  // Loaded before rendering, so the server's HTML holds the form's parts themselves, not their loading placeholders.
  if (!form) return { ...page, form, initialStates: null };
  await Promise.all([guestInfoAppChunk, ...formPartsShownAtFirst(form).map((part) => part.preload())]);
  return { ...page, form, initialStates: await readInitialStates(request, form, page.locale) };
}
