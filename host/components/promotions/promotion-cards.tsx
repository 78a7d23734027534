import { useId } from 'react';
import type { UserDetailsResponse } from '../../../shared/domain/auth-responses';
import type { PromotionsContent } from '../../../shared/domain/site-furniture';
import { Alert } from '../../../shared/ui/alert';
import { CallToAction } from './call-to-action';
import { memberPromotionFor } from './member-promotion';
import { partnerNameClass, promotionCardClass } from './promotion-styles';
import { usePromotions } from './use-promotions';

type Heading = 'h2' | 'h3';

function Card({ kind, heading, headingLevel: HeadingTag, children }: { kind: string; heading: string; headingLevel: Heading; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section className={promotionCardClass} data-kind={kind} aria-labelledby={headingId}>
      <HeadingTag id={headingId}>{heading}</HeadingTag>
      {children}
    </section>
  );
}

/** The membership card for a visitor, the loyalty banner for a member below the top tier (spec 2.9); `user` is the page's user details. */
export function MemberPromotionCard({ user, headingLevel = 'h2' }: { user: UserDetailsResponse | undefined; headingLevel?: Heading }) {
  const promotion = memberPromotionFor(user, usePromotions());
  if (!promotion) return null;
  return (
    <Card kind={promotion.kind} heading={promotion.card.heading} headingLevel={headingLevel}>
      <p>{promotion.card.body}</p>
      <CallToAction link={promotion.card.cta} variant={promotion.kind === 'membership' ? 'primary' : 'secondary'} />
    </Card>
  );
}

/** A partner's card (spec 2.9; its words within spec 9's 46 and 88 characters, checked by the content service). */
export function PartnerCard({ headingLevel = 'h2' }: { headingLevel?: Heading }) {
  const partner = usePromotions()?.partnerCard;
  if (!partner) return null;
  return (
    <Card kind="partner" heading={partner.heading} headingLevel={headingLevel}>
      <span className={partnerNameClass}>{partner.partnerName}</span>
      <p>{partner.subheading}</p>
      <CallToAction link={partner.cta} />
    </Card>
  );
}

/** What paying with points means, on a rate list searched with points (spec 02 section 2, redemption alert). */
export function RedemptionAlert() {
  const alert = usePromotions()?.redemptionAlert;
  if (!alert) return null;
  return (
    <Alert tone="warning" heading={alert.heading}>
      {alert.body}
    </Alert>
  );
}

export type CheckInBannerContent = NonNullable<PromotionsContent['checkInBanner']>;

/** The check-in banner (spec 2.9) of a reservation with a room that may check in online; `href` is that room's check-in page. */
export function CheckInBanner({ href, headingLevel = 'h2' }: { href: string; headingLevel?: Heading }) {
  const banner = usePromotions()?.checkInBanner;
  if (!banner) return null;
  return (
    <Card kind="check-in" heading={banner.heading} headingLevel={headingLevel}>
      <p>{banner.body}</p>
      <CallToAction link={{ label: banner.ctaLabel, href }} variant="primary" />
    </Card>
  );
}
