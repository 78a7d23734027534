import { TOP_TIER, type PromotionsContent } from '../../../shared/domain/site-furniture';
import type { UserDetailsResponse } from '../../../shared/domain/auth-responses';

export type MemberPromotion =
  | { kind: 'membership'; card: NonNullable<PromotionsContent['membershipCard']> }
  | { kind: 'loyalty'; card: NonNullable<PromotionsContent['loyaltyBanner']> };

/**
 * Which card speaks to this viewer (spec 2.9): a visitor is offered membership; a member, signed in or
 * remembered, the loyalty banner, unless at the top tier; nobody is shown either while who they are is
 * still being read.
 */
export function memberPromotionFor(user: UserDetailsResponse | undefined, promotions: PromotionsContent | null): MemberPromotion | null {
  if (!user || !promotions) return null;
  const isMember = user.status.toUpperCase() === 'SUCCESS' || user.rememberedUser;
  if (!isMember) return promotions.membershipCard ? { kind: 'membership', card: promotions.membershipCard } : null;
  if (user.userProfileData?.tier === TOP_TIER || !promotions.loyaltyBanner) return null;
  return { kind: 'loyalty', card: promotions.loyaltyBanner };
}
