// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isOverlayName, overlayAddress, resolveRequest } from './overlay-address';

describe('overlay addresses', () => {
  it('fills a request’s defaults from the page', () => {
    document.documentElement.lang = 'es-ES';
    expect(resolveRequest({})).toEqual({ locale: 'es-ES', variant: 'page', returnTo: '/', clientId: null, cartId: null, rate: null });
    expect(resolveRequest({ locale: 'en-GB', clientId: 'summer-escape', cartId: 'c1' })).toMatchObject({ locale: 'en-GB', clientId: 'summer-escape', cartId: 'c1' });
  });

  it('opens each overlay’s registry page on the overlay origin, with the request in its query', () => {
    const request = resolveRequest({ locale: 'en-US', cartId: 'abc', clientId: 'summer-escape' });
    const signIn = new URL(overlayAddress('https://overlays.example', 'sign-in', request));
    expect(signIn.origin + signIn.pathname).toBe('https://overlays.example/signInOverlay.mi');
    expect(Object.fromEntries(signIn.searchParams)).toEqual({ overlay: 'true', locale: 'en-US', variant: 'page', returnTo: '/', clientId: 'summer-escape', cartId: 'abc' });
    expect(new URL(overlayAddress('https://overlays.example', 'payment', request)).pathname).toBe('/reservation/paymentOverlay.mi');
    expect(new URL(overlayAddress('https://overlays.example', 'reservation-lookup', resolveRequest({}))).searchParams.has('cartId')).toBe(false);
  });

  it('puts a rate to hold in the query as the overlay reads it, fields left out staying out, and a cart before it', () => {
    const rate = { propertyId: 'NYCTS', checkInDate: '2027-03-01', checkOutDate: '2027-03-03', numAdultsPerRoom: 2, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' };
    const guestInfo = new URL(overlayAddress('https://overlays.example', 'guest-info', resolveRequest({ rate })));
    expect(Object.fromEntries(guestInfo.searchParams)).toMatchObject({ propertyId: 'NYCTS', checkInDate: '2027-03-01', checkOutDate: '2027-03-03', numAdultsPerRoom: '2', roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' });
    expect(guestInfo.searchParams.has('numRooms')).toBe(false);
    const withCart = new URL(overlayAddress('https://overlays.example', 'guest-info', resolveRequest({ rate, cartId: 'c1' })));
    expect(withCart.searchParams.get('cartId')).toBe('c1');
    expect(withCart.searchParams.has('ratePlanCode')).toBe(false);
  });

  it('knows the overlays by name, and nothing else', () => {
    expect(['sign-in', 'reservation-lookup', 'guest-info', 'payment'].every(isOverlayName)).toBe(true);
    expect(isOverlayName('toString')).toBe(false);
    expect(isOverlayName('checkout')).toBe(false);
    expect(isOverlayName(42)).toBe(false);
  });
});
