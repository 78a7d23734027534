import { sameSitePath } from '../../../../shared/validation/safe-return-url';

/** Where an offer's call to action leads: a page of this site, or a partner's https page. */
export type OfferTarget = { kind: 'site'; path: string } | { kind: 'partner'; url: string };

/**
 * An offer's `href` as a link target, or null when it is neither a same-site path nor an https address
 * without credentials. Offers are content edited in the database, and the travel-insurance deep link
 * may come from any script on the page, so neither is trusted to be a safe link as it stands.
 */
export function offerTarget(href: string): OfferTarget | null {
  if (href.startsWith('/')) {
    const path = sameSitePath(href);
    return path ? { kind: 'site', path } : null;
  }
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && !url.username && !url.password ? { kind: 'partner', url: url.href } : null;
  } catch {
    return null;
  }
}
