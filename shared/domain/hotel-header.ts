/**
 * The hotel header's own rules (spec 2.4, 2.5, 4 and 5): which parts show on which page, where its
 * links go, which logo it shows and what it reads from the page's query. The host's header and
 * property bar decide with these functions; the tests pin them.
 */
import gcoord from 'gcoord';
import { isChinaLocale } from './hotel-reviews';
import { hostPaths } from './paths';
import { PROPERTY_CODE_PATTERN, normalizePropertyId } from './saved-properties';
import { SAVE_TOKEN_PARAM } from './save-wish-token';
import { HOTEL_LOGO_MARKER, type ContentEntry } from './content-search';

/** The chain's default brand (spec 5: a missing brand code falls back to MC). */
export const DEFAULT_BRAND_CODE = 'MC';
/** The jewellery brand, whose hotels have a location page of their own (spec 2.4). */
export const JEWELLERY_BRAND_CODE = 'BG';

export function brandCodeOrDefault(brandCode: string | null | undefined): string {
  const trimmed = brandCode?.trim();
  return trimmed ? trimmed.toUpperCase() : DEFAULT_BRAND_CODE;
}

export function isJewelleryBrand(brandCode: string | null | undefined): boolean {
  return brandCodeOrDefault(brandCode) === JEWELLERY_BRAND_CODE;
}

/**
 * The kinds of page the header sits on. `postBooking` is the spec's page type "none": pages after a
 * booking (upcoming reservation, confirmation) outside the jewellery-brand flow.
 */
export type HotelHeaderPageKind = 'booking' | 'reservationLookup' | 'postBooking' | 'account';

/** The Save / Saved heart belongs to reservation-lookup, post-booking and account pages only. */
export function pageShowsSaveControl(pageKind: HotelHeaderPageKind): boolean {
  return pageKind === 'reservationLookup' || pageKind === 'postBooking' || pageKind === 'account';
}

/** The hotel-details link: post-booking pages, and not in the jewellery-brand flow. */
export function pageShowsHotelDetailsLink(pageKind: HotelHeaderPageKind, brandCode: string | null | undefined): boolean {
  return pageKind === 'postBooking' && !isJewelleryBrand(brandCode);
}

/** Customer data is read only where the heart can show (spec 4, hotel header load). */
export const pageNeedsCustomer = pageShowsSaveControl;

export type HotelLinks = {
  detailUrl: string;
  reviewUrl: string;
  /** True for the jewellery brand: its links lead to its location page, in a new tab. */
  opensInNewTab: boolean;
};

/** Where the header's name and rating link: the hotel's pages, or the jewellery brand's location page. */
export function hotelLinks({ seoNickname, brandCode }: { seoNickname: string; brandCode: string | null | undefined }): HotelLinks {
  if (isJewelleryBrand(brandCode)) {
    const location = hostPaths.hotelLocation.getHref(seoNickname);
    return { detailUrl: location, reviewUrl: location, opensInNewTab: true };
  }
  return {
    detailUrl: hostPaths.hotelOverview.getHref(seoNickname),
    reviewUrl: hostPaths.hotelReviews.getHref(seoNickname),
    opensInNewTab: false,
  };
}

export type MapLink = { label: string; href: string };

/** Where a hotel is, as the hotel header knows it: WGS-84 coordinates and the currency it charges in. */
export type MappedHotel = { latitude: number; longitude: number; name: string; currency: string };

/**
 * Map searches on latitude,longitude (spec 2.4). In the China locale the usual maps service is not
 * reachable, so the header offers the two local services instead. Maps of mainland China are drawn in
 * GCJ-02, so a hotel charging in yuan has its coordinates shifted into it (spec 9); Hong Kong, Macau and
 * Taiwan (HKD, MOP, TWD) are mapped in WGS-84, as the coordinates are kept.
 */
export function mapLinks({ latitude, longitude, name, currency }: MappedHotel, locale: string): MapLink[] {
  if (isChinaLocale(locale)) {
    const [lng, lat] = currency === 'CNY' ? gcoord.transform([longitude, latitude], gcoord.WGS84, gcoord.GCJ02) : [longitude, latitude];
    const coordinateSystem = currency === 'CNY' ? { coord_type: 'gcj02' } : { coord_type: 'wgs84' };
    const baidu = new URLSearchParams({ location: `${roundTo6(lat)},${roundTo6(lng)}`, title: name, content: name, output: 'html', ...coordinateSystem });
    const amap = new URLSearchParams({ position: `${roundTo6(lng)},${roundTo6(lat)}`, name, ...(currency === 'CNY' ? {} : { coordinate: 'wgs84' }) });
    return [
      { label: 'Baidu Maps', href: `https://api.map.baidu.com/marker?${baidu}` },
      { label: 'Amap', href: `https://uri.amap.com/marker?${amap}` },
    ];
  }
  const at = `${latitude},${longitude}`;
  return [{ label: 'Map', href: `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: at })}` }];
}

/** Six decimals (about 10 cm): what a map needs of a shifted coordinate. */
const roundTo6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** A `tel:` address: the digits and a leading plus of the number as dialled. */
export function telHref(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}

/** The logo among the content entries: the one named with the logo marker, else the first (spec 7). */
export function pickHotelLogo(entries: readonly ContentEntry[]): string | null {
  const marked = entries.find((entry) => entry.name.toLowerCase().includes(HOTEL_LOGO_MARKER));
  return (marked ?? entries[0])?.images[0]?.imageFile ?? null;
}

/** What decides the header's logo: the page, its query, and the logo automation flag (spec 02 section 6). */
export type HotelLogoChoice = { isModal: boolean; useAlternateLogo: boolean; isLogoAutomated?: boolean; propertyId: string | null };

/** The content call is skipped in a modal, when the alternate logo is forced, or without a property id. */
export function shouldFetchHotelLogo({ isModal, useAlternateLogo, isLogoAutomated = true, propertyId }: HotelLogoChoice): boolean {
  return !isModal && !useAlternateLogo && isLogoAutomated && propertyId !== null;
}

// `new URL` needs a base to parse a bare path; only the path, query and hash are kept.
const PATH_BASE = 'https://portico.invalid';

export type HotelHeaderQuery = {
  /** Overrides the stored property id; null when absent or not a property code. */
  propertyCode: string | null;
  /** The save (true) or unsave (false) to apply once signed in; null when absent or not true/false. */
  saveProperty: boolean | null;
  /** daclogo=true forces the alternate logo. */
  useAlternateLogo: boolean;
};

export function readHotelHeaderQuery(search: string | URLSearchParams): HotelHeaderQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const code = params.get('propertyCode')?.trim() ?? '';
  const save = params.get('saveProperty')?.toLowerCase();
  return {
    propertyCode: PROPERTY_CODE_PATTERN.test(code) ? normalizePropertyId(code) : null,
    saveProperty: save === 'true' ? true : save === 'false' ? false : null,
    useAlternateLogo: params.get('daclogo')?.toLowerCase() === 'true',
  };
}

/**
 * Where a visitor's click on the heart goes back to after signing in: this address with
 * `saveProperty` set to the opposite of what the heart shows, so the wish survives the round trip, and
 * the heart's `token` (see save-wish-token.ts), so the wish is known to be ours and needs no confirming.
 */
export function returnToWithSaveWish(currentPath: string, wantsSaved: boolean, token: string | null = null): string {
  const url = new URL(currentPath, PATH_BASE);
  url.searchParams.set('saveProperty', String(wantsSaved));
  if (token) url.searchParams.set(SAVE_TOKEN_PARAM, token);
  else url.searchParams.delete(SAVE_TOKEN_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The same address with the wish and its token removed, so a reload neither applies nor asks again. */
export function withoutSaveWish(currentPath: string): string {
  const url = new URL(currentPath, PATH_BASE);
  url.searchParams.delete('saveProperty');
  url.searchParams.delete(SAVE_TOKEN_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
