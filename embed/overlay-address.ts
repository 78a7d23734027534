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
};

export type ResolvedRequest = Required<Omit<OverlayRequest, 'cartId'>> & { cartId: string | null };

/** The request with its defaults filled in. */
export function resolveRequest(request: OverlayRequest): ResolvedRequest {
  return {
    locale: request.locale || document.documentElement.lang || 'en-US',
    variant: request.variant ?? 'page',
    returnTo: request.returnTo ?? '/',
    clientId: request.clientId ?? null,
    cartId: request.cartId ?? null,
  };
}

/** The overlay's page on the overlay origin for this request: the first page the registry lists for it. */
export function overlayAddress(overlayOrigin: string, name: OverlayName, request: ResolvedRequest): string {
  const path = Object.values(overlayRegistry[name].pages)[0] as string;
  const query = new URLSearchParams({ overlay: 'true', locale: request.locale, variant: request.variant, returnTo: request.returnTo });
  if (request.clientId) query.set('clientId', request.clientId);
  if (request.cartId) query.set('cartId', request.cartId);
  return `${overlayOrigin}${path}?${query}`;
}

export function isOverlayName(name: unknown): name is OverlayName {
  return typeof name === 'string' && Object.hasOwn(overlayRegistry, name);
}
