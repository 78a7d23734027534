import type { SignInSetupResponse } from '../../../shared/domain/auth-responses';
import { PromotionBlock } from './promotion-block';
import { AccountLinks, CopyrightLine, SignInDescription } from './sign-in-extras';
import type { SignInFeatures } from './variant-features';

export type BelowTheFormProps = {
  features: SignInFeatures;
  setup: SignInSetupResponse;
  clientId: string | null;
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
export default function BelowTheForm({ features, setup, clientId, hostHref, guestHref, linkTarget, onClearRemembered, onContinueAsGuest }: BelowTheFormProps) {
  const remembered = setup.rememberedMember;
  return (
    <>
      <AccountLinks hostHref={hostHref} linkTarget={linkTarget} isRemembered={remembered !== null} onClearRemembered={onClearRemembered} />
      {features.showsDescription ? <SignInDescription /> : null}
      {features.promotion ? (
        <PromotionBlock
          kind={features.promotion}
          continueAsGuest={features.continueAsGuest}
          rememberedName={remembered?.name ?? null}
          sweepstakes={setup.sweepstakes}
          clientId={clientId}
          hostHref={hostHref}
          guestHref={guestHref}
          onContinueAsGuest={onContinueAsGuest}
          linkTarget={linkTarget}
        />
      ) : null}
      {features.showsCopyright ? <CopyrightLine /> : null}
    </>
  );
}
