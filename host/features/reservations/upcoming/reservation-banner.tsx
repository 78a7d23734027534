import { css, cx } from '@linaria/core';
import { useId } from 'react';
import { formatStayDates, nightsBetween } from '../../../../shared/format/format-stay-dates';
import { brandBannerClass } from '../../../../shared/ui/brand-banner';
import { config } from '../../../services/config';
import { nightsText, roomsText } from '../../../../shared/format/reservation-texts';
import { factsClass } from '../../../../shared/ui/facts-list';
import { isCancelledRoom } from '../reservation-rooms';
import type { ReservationOrder } from '../use-reservation-order';

const spacingClass = css`
  & > h1 {
    margin: 0 0 1rem;
  }
  & > dl {
    margin: 0;
  }
  & > p {
    margin: 1rem 0 0;
    font-weight: 600;
  }
`;

/** The upcoming-reservation banner (spec 02 section 2): the page's heading, confirmation number and stay. */
export function ReservationBanner({ order, confirmationNumber }: { order: ReservationOrder; confirmationNumber: string }) {
  const headingId = useId();
  const isAllCancelled = order.items.every(isCancelledRoom);
  return (
    <section className={cx(brandBannerClass, spacingClass)} aria-labelledby={headingId}>
      <h1 id={headingId}>Your reservation at {order.property.basicInformation.name}</h1>
      <dl className={factsClass}>
        <dt>Confirmation number</dt>
        <dd>{confirmationNumber}</dd>
        <dt>Stay dates</dt>
        <dd>
          {formatStayDates(order.checkInDate, order.checkOutDate, config.locale)} · {nightsText(nightsBetween(order.checkInDate, order.checkOutDate))}
        </dd>
        <dt>Rooms</dt>
        <dd>{roomsText(order.items.length)}</dd>
      </dl>
      {isAllCancelled ? <p>Every room of this reservation is cancelled.</p> : null}
    </section>
  );
}
