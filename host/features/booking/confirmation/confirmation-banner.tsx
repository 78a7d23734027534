import { css, cx } from '@linaria/core';
import { Fragment, type ReactNode } from 'react';
import { roomHeading } from '../../../../shared/format/reservation-texts';
import { factsClass } from '../../../../shared/ui/facts-list';
import { brandBannerClass } from '../../../../shared/ui/brand-banner';
import { config } from '../../../services/config';
import type { ConfirmationOrder } from './use-order-confirmation';
import { LocalInstant } from '../../../components/local-instant';

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
export function confirmedHeading(order: ConfirmationOrder): string {
  const primary = order.items.flatMap((room) => room.guestList).find((guest) => guest.isPrimary);
  return primary ? `${primary.name.givenName}, your booking is confirmed` : 'Your booking is confirmed';
}

/**
 * The top of the confirmation (spec 2 "success message"): the page's heading, when it was booked, and
 * the confirmation number of each room, which the guest quotes to the hotel; `children` are the ways to
 * keep the booking in an account.
 */
export function ConfirmationBanner({ order, headingId, children }: { order: ConfirmationOrder; headingId: string; children?: ReactNode }) {
  return (
    <section className={cx(brandBannerClass, spacingClass)} aria-labelledby={headingId}>
      <h1 id={headingId} tabIndex={-1}>
        {confirmedHeading(order)}
      </h1>
      <p>
        Booked on <LocalInstant isoDateTime={order.bookedAt} locale={config.locale} /> at {order.property.basicInformation.name}.
      </p>
      <dl className={factsClass}>
        {order.items.map((room) => (
          <Fragment key={room.basicInformation.confirmationNumber}>
            <dt>{`${roomHeading(room.product.ordinal)} confirmation number`}</dt>
            <dd>{room.basicInformation.confirmationNumber}</dd>
          </Fragment>
        ))}
      </dl>
      {children}
    </section>
  );
}
