import { overlayRegistry, type OverlayName } from '../shared/domain/overlay-registry';

/** What the page asks of an overlay when it opens it; everything is optional. */
export type OverlayRequest = {
  /** BCP 47 locale, e.g. `es-ES`; the page's `lang` when not given. */
  locale?: string;
  /** Which form of the overlay (each overlay names its own; an unknown one is its default). */
  variant?: string;
  /** Where on the chain's site to land after a success that leaves the page. */
  returnTo?: string;
  /** The embedding team's client id, for promotions tied to it. */
  clientId?: string | null;
  /** The held cart, for `guest-info` and `payment`. */
  cartId?: string;
  /** For `guest-info` without a cart: the room and rate to hold, in a cart the overlay starts in its own frame. */
  rate?: RateRequest;
};

/**
 * A rate of the chain's rate feed, for a page that sells a room itself: the same fields as the chain's
 * availability search and its rate list's room type and rate plan codes. The overlay checks them.
 */
export type RateRequest = {
  /** The hotel's code, e.g. `NYCTS`. */
  propertyId: string;
  /** ISO days, YYYY-MM-DD, in the hotel's calendar. */
  checkInDate: string;
  checkOutDate: string;
  /** 1 when not given. */
  numRooms?: number;
  /** 1 when not given. */
  numAdultsPerRoom?: number;
  /** 0 when not given. */
  numChildrenPerRoom?: number;
  /** The room type's code, e.g. `GKNG`. */
  roomTypeCode: string;
  /** The rate plan's code, e.g. `FLEX`. */
  ratePlanCode: string;
};

export type ResolvedRequest = Required<Omit<OverlayRequest, 'cartId' | 'rate'>> & { cartId: string | null; rate: RateRequest | null };

/** The request with its defaults filled in. */
export function resolveRequest(request: OverlayRequest): ResolvedRequest {
  return {
    locale: request.locale || document.documentElement.lang || 'en-US',
    variant: request.variant ?? 'page',
    returnTo: request.returnTo ?? '/',
    clientId: request.clientId ?? null,
    cartId: request.cartId ?? null,
    rate: request.rate ?? null,
  };
}

/** The overlay's page on the overlay origin for this request: the first page the registry lists for it. */
export function overlayAddress(overlayOrigin: string, name: OverlayName, request: ResolvedRequest): string {
  const path = Object.values(overlayRegistry[name].pages)[0] as string;
  const query = new URLSearchParams({ overlay: 'true', locale: request.locale, variant: request.variant, returnTo: request.returnTo });
  if (request.clientId) query.set('clientId', request.clientId);
  if (request.cartId) query.set('cartId', request.cartId);
  else if (request.rate) for (const [field, value] of Object.entries(request.rate)) if (value !== undefined) query.set(field, String(value));
  return `${overlayOrigin}${path}?${query}`;
}

export function isOverlayName(name: unknown): name is OverlayName {
  return typeof name === 'string' && Object.hasOwn(overlayRegistry, name);
}
