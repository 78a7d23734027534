import { css, cx } from '@linaria/core';
import { Fragment, type ReactNode } from 'react';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { formatInstant } from '../../../../shared/time/format-instant';
import type { Messages } from '../../../../shared/i18n/messages';
import { factsClass } from '../../../../shared/ui/facts-list';
import { brandBannerClass } from '../../../../shared/ui/brand-banner';
import type { ConfirmationOrder } from './use-order-confirmation';

const spacingClass = css`
  & > h1 {
    margin: 0 0 0.5rem;
  }
  & > p,
  & > dl {
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
      <dl className={factsClass}>
        {order.items.map((room) => (
          <Fragment key={room.basicInformation.confirmationNumber}>
            <dt>{t('confirmation.banner.roomNumber', { ordinal: room.product.ordinal })}</dt>
            <dd>{room.basicInformation.confirmationNumber}</dd>
          </Fragment>
        ))}
      </dl>
      {children}
    </section>
  );
}
