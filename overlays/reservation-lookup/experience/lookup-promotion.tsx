import { useEffect, useState } from 'react';
import { getSignInSetup } from '../../../shared/auth/auth-client';
import type { SignInSetupResponse } from '../../../shared/domain/auth-responses';
import { promotionJoinPath } from '../../../shared/domain/membership-promotion-join';
import { MembershipPromotion } from '../../../shared/ui/membership-promotion/membership-promotion';
import { config } from '../config';

export type LookupPromotionProps = { linkTarget: '_top' | undefined };

/**
 * The promotion block's reservation-lookup placement (spec 01 section 2.3): a guest looking a stay up
 * by its number is told members find every stay in My trips. Its own chunk, asked for once the form
 * is usable; without an answer from the set-up call nothing shows, and the form works all the same.
 */
export default function LookupPromotion({ linkTarget }: LookupPromotionProps) {
  const [setup, setSetup] = useState<SignInSetupResponse | null>(null);
  useEffect(() => {
    let isCurrent = true;
    getSignInSetup(null).then(
      (answer) => isCurrent && setSetup(answer),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  if (!setup?.promotion) return null;
  return (
    <MembershipPromotion
      placement="reservationLookup"
      layout={setup.promotion.layout}
      rememberedName={setup.rememberedMember?.name ?? null}
      joinHref={`${config.hostOrigin}${promotionJoinPath('reservationLookup', null)}`}
      linkTarget={linkTarget}
    />
  );
}
