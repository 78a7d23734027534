import type { SignInSetupResponse } from '../../../shared/domain/auth-responses';
import { reservationPlacement, type PromotionSetup } from '../../../shared/domain/membership-promotion';
import { promotionJoinPath } from '../../../shared/domain/membership-promotion-join';
import { MembershipPromotion, type ContinueAsGuest } from '../../../shared/ui/membership-promotion/membership-promotion';
import { AccountLinks, CopyrightLine, SignInDescription } from './sign-in-extras';
import type { SignInFeatures } from './variant-features';

export type BelowTheFormProps = {
  features: SignInFeatures;
  setup: SignInSetupResponse;
  clientId: string | null;
  /** The checked same-site page the overlay was opened for, where a direct-to-ticket join comes back to. */
  returnTo: string | null;
  hostHref(path: string): string;
  guestHref: string;
  linkTarget: '_top' | undefined;
  onClearRemembered(): Promise<void>;
  onContinueAsGuest(): void;
};

/**
 * Everything under the form: account links, the expandable description, the promotion block and the
 * copyright line. Built as its own chunk, loaded alongside the set-up call the form waits for anyway.
 */
export default function BelowTheForm(props: BelowTheFormProps) {
  const { features, setup, hostHref, linkTarget, onClearRemembered } = props;
  return (
    <>
      <AccountLinks hostHref={hostHref} linkTarget={linkTarget} isRemembered={setup.rememberedMember !== null} onClearRemembered={onClearRemembered} />
      {features.showsDescription ? <SignInDescription /> : null}
      {features.promotion && setup.promotion ? <SignInPromotion {...props} promotion={features.promotion} promotionSetup={setup.promotion} /> : null}
      {features.showsCopyright ? <CopyrightLine /> : null}
    </>
  );
}

type SignInPromotionProps = BelowTheFormProps & { promotion: NonNullable<SignInFeatures['promotion']>; promotionSetup: PromotionSetup };

function SignInPromotion({ promotion, promotionSetup, features, setup, clientId, returnTo, hostHref, guestHref, linkTarget, onContinueAsGuest }: SignInPromotionProps) {
  const placement = promotion === 'reservation' ? reservationPlacement(promotionSetup) : promotion;
  const continueAsGuest: ContinueAsGuest | null =
    features.continueAsGuest === 'event' ? { kind: 'event', onSelect: onContinueAsGuest } : features.continueAsGuest === 'link' ? { kind: 'link', href: guestHref } : null;
  const { sweepstakes } = setup;
  return (
    <MembershipPromotion
      placement={placement}
      layout={promotionSetup.layout}
      rememberedName={setup.rememberedMember?.name ?? null}
      joinHref={hostHref(promotionJoinPath(placement, returnTo))}
      continueAsGuest={continueAsGuest}
      sweepstakes={
        sweepstakes && clientId ? { title: sweepstakes.title, buttonLabel: sweepstakes.buttonLabel, href: `${hostHref(sweepstakes.joinPath)}?${new URLSearchParams({ clientId })}` } : null
      }
      linkTarget={linkTarget}
    />
  );
}
