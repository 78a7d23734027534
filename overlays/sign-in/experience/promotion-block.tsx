import { css } from '@linaria/core';
import type { SignInSetupResponse } from '../../../shared/domain/auth-responses';
import { hostPaths } from '../../../shared/domain/host-paths';
import type { MessageKey } from '../../../shared/i18n/message-types';
import { useMessages } from '../../../shared/i18n/messages-context';
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
  standard: 'signIn.promotion.heading.standard',
  reservation: 'signIn.promotion.heading.reservation',
  compact: 'signIn.promotion.heading.compact',
} as const satisfies Record<PromotionBlockProps['kind'], MessageKey>;

/** The sign-in promotion (spec 2.3): join now, a remembered greeting, continue as guest, sweepstakes. */
export function PromotionBlock(props: PromotionBlockProps) {
  const { kind, continueAsGuest, rememberedName, sweepstakes, clientId, hostHref, guestHref, onContinueAsGuest, linkTarget } = props;
  const { t } = useMessages();
  const heading = rememberedName ? t('signIn.promotion.heading.welcomeBack', { name: rememberedName }) : t(headings[kind]);
  const sweepstakesHref = sweepstakes && clientId ? `${hostHref(sweepstakes.joinPath)}?clientId=${encodeURIComponent(clientId)}` : null;
  return (
    <section className={blockClass} aria-labelledby="sign-in-promotion-heading">
      <h2 id="sign-in-promotion-heading">{heading}</h2>
      {kind === 'compact' ? null : (
        <p>{t('signIn.promotion.body')}</p>
      )}
      <div className={actionsClass}>
        <a className={buttonLinkClass} href={hostHref(hostPaths.joinNow.path)} target={linkTarget}>
          {t('signIn.promotion.joinNow')}
        </a>
        {continueAsGuest === 'event' ? <button className={textActionClass} type="button" onClick={onContinueAsGuest}>{t('signIn.promotion.continueAsGuest')}</button> : null}
        {continueAsGuest === 'link' ? (
          <a className={textActionClass} href={guestHref} target={linkTarget}>
            {t('signIn.promotion.continueAsGuest')}
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
