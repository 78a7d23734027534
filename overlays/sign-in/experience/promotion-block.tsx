import { css } from '@linaria/core';
import type { SignInSetupResponse } from '../../../shared/domain/auth-responses';
import { hostPaths } from '../../../shared/domain/host-paths';
import { textActionClass } from '../../../shared/ui/text-action';
import { colors, radii } from '../../../shared/ui/theme';
import type { SignInFeatures } from './variant-features';

const blockClass = css`
  margin-top: 1.5rem;
  padding: 1rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  & > h2 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  & > p {
    margin: 0 0 0.75rem;
  }
`;

const actionsClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  align-items: center;
`;

const buttonLinkClass = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  border: 1px solid ${colors.brand};
  border-radius: ${radii.control};
  color: ${colors.ink};
  font-weight: 600;
  text-decoration: none;
`;

export type PromotionBlockProps = {
  kind: NonNullable<SignInFeatures['promotion']>;
  continueAsGuest: SignInFeatures['continueAsGuest'];
  rememberedName: string | null;
  sweepstakes: SignInSetupResponse['sweepstakes'];
  clientId: string | null;
  /** Builds a link to a page of the host site. */
  hostHref(path: string): string;
  /** Where "continue as guest" goes when it is a plain link. */
  guestHref: string;
  onContinueAsGuest(): void;
  linkTarget: '_top' | undefined;
};

const headings = {
  standard: 'Not a member yet?',
  reservation: 'Join Portico Rewards and book at member rates',
  compact: 'New to Portico Rewards?',
} as const;

/** The sign-in promotion (spec 2.3): join now, a remembered greeting, continue as guest, sweepstakes. */
export function PromotionBlock(props: PromotionBlockProps) {
  const { kind, continueAsGuest, rememberedName, sweepstakes, clientId, hostHref, guestHref, onContinueAsGuest, linkTarget } = props;
  const heading = rememberedName ? `Welcome back, ${rememberedName}` : headings[kind];
  const sweepstakesHref = sweepstakes && clientId ? `${hostHref(sweepstakes.joinPath)}?clientId=${encodeURIComponent(clientId)}` : null;
  return (
    <section className={blockClass} aria-labelledby="sign-in-promotion-heading">
      <h2 id="sign-in-promotion-heading">{heading}</h2>
      {kind === 'compact' ? null : (
        <p>Members get our best rates, free Wi-Fi and points on every stay. Joining is free and takes a minute.</p>
      )}
      <div className={actionsClass}>
        <a className={buttonLinkClass} href={hostHref(hostPaths.joinNow.path)} target={linkTarget}>
          Join now
        </a>
        {continueAsGuest === 'event' ? <button className={textActionClass} type="button" onClick={onContinueAsGuest}>Continue as guest</button> : null}
        {continueAsGuest === 'link' ? (
          <a className={textActionClass} href={guestHref} target={linkTarget}>
            Continue as guest
          </a>
        ) : null}
      </div>
      {sweepstakes && sweepstakesHref ? (
        <>
          <h3>{sweepstakes.title}</h3>
          <a className={buttonLinkClass} href={sweepstakesHref} target={linkTarget}>
            {sweepstakes.buttonLabel}
          </a>
        </>
      ) : null}
    </section>
  );
}
