import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { formatInstant } from '../../../../shared/time/format-instant';
import type { Messages } from '../../../../shared/i18n/messages';
import { brandBannerClass } from '../../../../shared/ui/brand-banner';
import type { ConfirmationOrder } from './use-order-confirmation';

// The number a guest reads out to the hotel: large, in a monospace face so 0 and 8 and 1 and 7 are told
// apart at a glance, isolated so a right-to-left page keeps its digits in order.
const numbersClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, max-content));
  gap: 0.75rem 2rem;
  margin: 0 0 1.25rem;
  & > div {
    display: grid;
    gap: 0.25rem;
  }
  & dt {
    font-size: 0.875rem;
    font-weight: 600;
    letter-spacing: 0.02em;
  }
  & dd {
    margin: 0;
  }
  & bdi {
    display: inline-block;
    padding: 0.25rem 0.75rem;
    border: 1px dashed currentColor;
    border-radius: 6px;
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace;
    font-size: clamp(1.75rem, 7vw, 2.25rem);
    font-weight: 700;
    letter-spacing: 0.08em;
    line-height: 1.2;
    user-select: all;
  }
`;

const spacingClass = css`
  & > h1 {
    margin: 0 0 0.5rem;
  }
  & > p {
    margin: 0 0 1rem;
  }
`;

/** The confirmation's heading, with the primary guest's first name when the booking has one. */
export function confirmedHeading(t: Messages['t'], order: ConfirmationOrder): string {
  const primary = order.items.flatMap((room) => room.guestList).find((guest) => guest.isPrimary);
  return primary ? t('confirmation.banner.headingNamed', { givenName: primary.name.givenName }) : t('confirmation.banner.heading');
}

/**
 * The top of the confirmation (spec 2 "success message"): the page's heading, when it was booked (in the hotel's time), and
 * the confirmation number of each room, which the guest quotes to the hotel; `children` are the ways to
 * keep the booking in an account.
 */
export function ConfirmationBanner({ order, headingId, children }: { order: ConfirmationOrder; headingId: string; children?: ReactNode }) {
  const { t } = useMessages();
  const locale = useLocale();
  return (
    <section className={cx(brandBannerClass, spacingClass)} aria-labelledby={headingId}>
      <h1 id={headingId} tabIndex={-1}>
        {confirmedHeading(t, order)}
      </h1>
      <p>{t('confirmation.banner.booked', { bookedAt: formatInstant(order.bookedAt, locale, order.property.timeZone), hotelName: order.property.basicInformation.name })}</p>
      <dl className={numbersClass}>
        {order.items.map((room) => (
          <div key={room.basicInformation.confirmationNumber}>
            <dt>{t('confirmation.banner.roomNumber', { ordinal: room.product.ordinal })}</dt>
            <dd>
              <bdi>{room.basicInformation.confirmationNumber}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
