import { hostPaths } from './host-paths';
import type { PromotionPlacement } from './membership-promotion';

/**
 * Where "join" goes: the enrollment page, and for direct-to-ticket with the booking page to come back
 * to. `returnTo` must already be a checked same-site path (sign-in's `sameSitePath`). A module apart
 * from membership-promotion.ts, so the host's pages stay out of a first load that only reads the set-up.
 */
export function promotionJoinPath(placement: PromotionPlacement, returnTo: string | null): string {
  const joinPath = hostPaths.joinNow.getHref();
  return placement === 'directToTicket' && returnTo ? `${joinPath}?${new URLSearchParams({ returnTo })}` : joinPath;
}
