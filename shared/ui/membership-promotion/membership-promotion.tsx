import { useId } from 'react';
import type { PromotionLayout, PromotionPlacement } from '../../domain/membership-promotion';
import type { MessageKey } from '../../i18n/message-types';
import { useMessages } from '../../i18n/messages-context';
import { textActionClass } from '../text-action';
import { MemberRateIcon, PointsIcon, WifiIcon } from './benefit-icons';
import { actionsClass, benefitsClass, blockClass, joinLinkClass } from './membership-promotion-styles';

export type ContinueAsGuest = { kind: 'link'; href: string } | { kind: 'event'; onSelect(): void };

export type MembershipPromotionProps = {
  placement: PromotionPlacement;
  layout: PromotionLayout;
  /** A remembered member is greeted by name in place of the placement's heading. */
  rememberedName: string | null;
  /** The enrollment page, whole: the block may stand on another origin than the host's. */
  joinHref: string;
  continueAsGuest?: ContinueAsGuest | null;
  /** A sweepstakes of the embedding team's client id, its link already carrying the client id. */
  sweepstakes?: { title: string; buttonLabel: string; href: string } | null;
  /** `_top` inside a frame: joining leaves the overlay for the host page. */
  linkTarget: '_top' | undefined;
};

const headings = {
  overlay: 'promotion.heading.overlay',
  flyout: 'promotion.heading.flyout',
  reservation: 'promotion.heading.reservation',
  directToTicket: 'promotion.heading.directToTicket',
  reservationLookup: 'promotion.heading.reservationLookup',
} as const satisfies Record<PromotionPlacement, MessageKey>;

/** The sentence under the heading: the fly-out has no room for one; the icon layout shows the benefits instead of the general one. */
function bodyKeyOf(placement: PromotionPlacement, layout: PromotionLayout): `promotion.body.${'general' | 'directToTicket' | 'reservationLookup'}` | null {
  if (placement === 'directToTicket') return 'promotion.body.directToTicket';
  if (placement === 'reservationLookup') return 'promotion.body.reservationLookup';
  if (placement === 'flyout' || layout === 'icons') return null;
  return 'promotion.body.general';
}

/**
 * The sign-in promotion block (spec 01 section 2.3): join now, a remembered member's greeting, the way
 * on as a guest in the reservation flow, and a sweepstakes. One component for every placement and
 * layout, so the sign-in and reservation-lookup overlays show the same block.
 */
export function MembershipPromotion({ placement, layout, rememberedName, joinHref, continueAsGuest = null, sweepstakes = null, linkTarget }: MembershipPromotionProps) {
  const { t } = useMessages();
  const headingId = useId();
  const bodyKey = bodyKeyOf(placement, layout);
  return (
    <section className={blockClass} data-layout={layout} data-placement={placement} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>{rememberedName ? t('promotion.heading.welcomeBack', { name: rememberedName }) : t(headings[placement])}</h2>
        {bodyKey ? <p>{t(bodyKey)}</p> : null}
        {layout === 'icons' ? <MemberBenefits /> : null}
      </div>
      <div className={actionsClass}>
        <a className={joinLinkClass} href={joinHref} target={linkTarget}>
          {t(placement === 'directToTicket' ? 'promotion.joinAndBook' : 'promotion.joinNow')}
        </a>
        {continueAsGuest ? <ContinueAsGuestAction action={continueAsGuest} linkTarget={linkTarget} /> : null}
      </div>
      {sweepstakes ? (
        <div>
          <h3>{sweepstakes.title}</h3>
          <a className={joinLinkClass} href={sweepstakes.href} target={linkTarget}>
            {sweepstakes.buttonLabel}
          </a>
        </div>
      ) : null}
    </section>
  );
}

function MemberBenefits() {
  const { t } = useMessages();
  return (
    <ul className={benefitsClass} aria-label={t('promotion.benefits.label')}>
      <li>
        <MemberRateIcon />
        {t('promotion.benefit.memberRates')}
      </li>
      <li>
        <WifiIcon />
        {t('promotion.benefit.wifi')}
      </li>
      <li>
        <PointsIcon />
        {t('promotion.benefit.points')}
      </li>
    </ul>
  );
}

function ContinueAsGuestAction({ action, linkTarget }: { action: ContinueAsGuest; linkTarget: '_top' | undefined }) {
  const { t } = useMessages();
  if (action.kind === 'event') {
    return (
      <button className={textActionClass} type="button" onClick={action.onSelect}>
        {t('promotion.continueAsGuest')}
      </button>
    );
  }
  return (
    <a className={textActionClass} href={action.href} target={linkTarget}>
      {t('promotion.continueAsGuest')}
    </a>
  );
}
