import { describe, expect, it } from 'vitest';
import {
  brandCodeOrDefault,
  hotelLinks,
  isJewelleryBrand,
  mapLinks,
  pageShowsHotelDetailsLink,
  pageShowsSaveControl,
  pickHotelLogo,
  readHotelHeaderQuery,
  returnToWithSaveWish,
  shouldFetchHotelLogo,
  telHref,
  withoutSaveWish,
} from './hotel-header';
import type { ContentEntry } from './content-search';

const entry = (name: string, imageFile: string): ContentEntry => ({ id: name, name, type: 'image', locale: 'en_US', images: [{ imageFile, altText: name }] });

describe('brand code', () => {
  it('falls back to MC when missing or blank, and is compared whatever its case', () => {
    expect(brandCodeOrDefault(null)).toBe('MC');
    expect(brandCodeOrDefault('  ')).toBe('MC');
    expect(brandCodeOrDefault('bg')).toBe('BG');
    expect(isJewelleryBrand('bG')).toBe(true);
    expect(isJewelleryBrand(undefined)).toBe(false);
  });
});

describe('what each page kind shows', () => {
  it('shows the heart on reservation-lookup, post-booking and account pages only', () => {
    expect(pageShowsSaveControl('reservationLookup')).toBe(true);
    expect(pageShowsSaveControl('postBooking')).toBe(true);
    expect(pageShowsSaveControl('account')).toBe(true);
    expect(pageShowsSaveControl('booking')).toBe(false);
  });

  it('shows the hotel-details link on post-booking pages outside the jewellery brand', () => {
    expect(pageShowsHotelDetailsLink('postBooking', 'MC')).toBe(true);
    expect(pageShowsHotelDetailsLink('postBooking', 'bg')).toBe(false);
    expect(pageShowsHotelDetailsLink('account', 'MC')).toBe(false);
    expect(pageShowsHotelDetailsLink('booking', null)).toBe(false);
  });
});

describe('hotel links', () => {
  it('lead to the detail and review pages', () => {
    expect(hotelLinks({ seoNickname: 'nycts-portico-times-square', brandCode: 'MC' })).toEqual({
      detailUrl: '/hotels/nycts-portico-times-square/overview',
      reviewUrl: '/hotels/nycts-portico-times-square/reviews',
      opensInNewTab: false,
    });
  });

  it('lead the jewellery brand to its location page, in a new tab', () => {
    expect(hotelLinks({ seoNickname: 'dxbbg-jewel-resort-dubai', brandCode: 'bg' })).toEqual({
      detailUrl: '/hotels/dxbbg-jewel-resort-dubai/location',
      reviewUrl: '/hotels/dxbbg-jewel-resort-dubai/location',
      opensInNewTab: true,
    });
  });
});

describe('map links', () => {
  const hotel = { latitude: 31.2363, longitude: 121.5029, name: 'Portico Shanghai Pudong', currency: 'CNY' };

  it('search the maps service on latitude,longitude', () => {
    const [link, ...others] = mapLinks(hotel, 'en-US');
    expect(others).toEqual([]);
    expect(new URL(link!.href).searchParams.get('query')).toBe('31.2363,121.5029');
  });

  it('offer the local services in the China locale, a yuan hotel in GCJ-02 (shifted some 500 m, checked against the published formula), each in its own order', () => {
    const links = mapLinks(hotel, 'zh_CN');
    expect(links.map((link) => link.label)).toEqual(['Baidu Maps', 'Amap']);
    const baidu = new URL(links[0]!.href).searchParams;
    expect([baidu.get('location'), baidu.get('coord_type')]).toEqual(['31.234275,121.507321', 'gcj02']);
    expect(new URL(links[1]!.href).searchParams.get('position')).toBe('121.507321,31.234275');
  });

  it('keep WGS-84 for a hotel charging in Hong Kong dollars, and say so to both services', () => {
    const links = mapLinks({ latitude: 22.3193, longitude: 114.1694, name: 'Portico Hong Kong', currency: 'HKD' }, 'zh-CN');
    const [baidu, amap] = links.map((link) => new URL(link.href).searchParams);
    expect([baidu!.get('location'), baidu!.get('coord_type')]).toEqual(['22.3193,114.1694', 'wgs84']);
    expect([amap!.get('position'), amap!.get('coordinate')]).toEqual(['114.1694,22.3193', 'wgs84']);
  });
});

describe('telHref', () => {
  it('keeps the digits and one leading plus', () => {
    expect(telHref('+1 212-398-1900')).toBe('tel:+12123981900');
    expect(telHref('(020) 7123+4567')).toBe('tel:02071234567');
  });
});

describe('pickHotelLogo', () => {
  it('picks the entry named with the logo marker, whatever its place and case', () => {
    expect(pickHotelLogo([entry('NYCTS welcome banner', '/banner.svg'), entry('NYCTS Hotel LOGO', '/logo.svg')])).toBe('/logo.svg');
  });

  it('falls back to the first entry, and to nothing without entries or images', () => {
    expect(pickHotelLogo([entry('banner', '/banner.svg'), entry('other', '/other.svg')])).toBe('/banner.svg');
    expect(pickHotelLogo([])).toBeNull();
    expect(pickHotelLogo([{ ...entry('logo', '/x.svg'), images: [] }])).toBeNull();
  });

  it('is fetched only outside modals, without the alternate logo and with a property id', () => {
    expect(shouldFetchHotelLogo({ isModal: false, useAlternateLogo: false, propertyId: 'NYCTS' })).toBe(true);
    expect(shouldFetchHotelLogo({ isModal: true, useAlternateLogo: false, propertyId: 'NYCTS' })).toBe(false);
    expect(shouldFetchHotelLogo({ isModal: false, useAlternateLogo: true, propertyId: 'NYCTS' })).toBe(false);
    expect(shouldFetchHotelLogo({ isModal: false, useAlternateLogo: false, propertyId: null })).toBe(false);
    // Logo automation switched off at the flag service: the hotel's own logo, no content search.
    expect(shouldFetchHotelLogo({ isModal: false, useAlternateLogo: false, isLogoAutomated: false, propertyId: 'NYCTS' })).toBe(false);
  });
});

describe('readHotelHeaderQuery', () => {
  it('reads propertyCode upper case, saveProperty as a boolean and daclogo', () => {
    expect(readHotelHeaderQuery('?propertyCode=lonkx&saveProperty=FALSE&daclogo=true')).toEqual({
      propertyCode: 'LONKX',
      saveProperty: false,
      useAlternateLogo: true,
    });
  });

  it('ignores values it cannot trust', () => {
    expect(readHotelHeaderQuery('?propertyCode=../x&saveProperty=yes&daclogo=1')).toEqual({
      propertyCode: null,
      saveProperty: null,
      useAlternateLogo: false,
    });
    expect(readHotelHeaderQuery('')).toEqual({ propertyCode: null, saveProperty: null, useAlternateLogo: false });
  });
});

describe('the save wish in the return address', () => {
  it('carries the opposite state, keeping the rest of the address', () => {
    expect(returnToWithSaveWish('/loyalty/myAccount/saveProperties.mi?propertyCode=NYCTS#top', true)).toBe(
      '/loyalty/myAccount/saveProperties.mi?propertyCode=NYCTS&saveProperty=true#top',
    );
    expect(returnToWithSaveWish('/x?saveProperty=true', false)).toBe('/x?saveProperty=false');
  });

  it('carries the heart\'s token, and never one left in the address before', () => {
    const token = 'a'.repeat(32);
    expect(returnToWithSaveWish('/hotels/x/overview?tab=photos', true, token)).toBe(`/hotels/x/overview?tab=photos&saveProperty=true&saveToken=${token}`);
    expect(returnToWithSaveWish(`/x?saveToken=${'b'.repeat(32)}`, true)).toBe('/x?saveProperty=true');
  });

  it('is removed once applied, with its token', () => {
    expect(withoutSaveWish('/x?a=1&saveProperty=true')).toBe('/x?a=1');
    expect(withoutSaveWish(`/x?saveProperty=false&a=1&saveToken=${'a'.repeat(32)}#top`)).toBe('/x?a=1#top');
  });
});
