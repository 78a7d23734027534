import { css, cx } from '@linaria/core';
import { useId } from 'react';
import { formatStayDates, nightsBetween } from '../../../../shared/format/format-stay-dates';
import { brandBannerClass } from '../../../../shared/ui/brand-banner';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
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
  const { t } = useMessages();
  const locale = useLocale();
  const headingId = useId();
  const isAllCancelled = order.items.every(isCancelledRoom);
  return (
    <section className={cx(brandBannerClass, spacingClass)} aria-labelledby={headingId}>
      <h1 id={headingId}>{t('reservations.upcoming.banner.heading', { hotelName: order.property.basicInformation.name })}</h1>
      <dl className={factsClass}>
        <dt>{t('reservations.facts.confirmationNumber')}</dt>
        <dd>{confirmationNumber}</dd>
        <dt>{t('reservations.upcoming.banner.stayDates')}</dt>
        <dd>
          {formatStayDates(order.checkInDate, order.checkOutDate, locale)} · {t('nights.count', { count: nightsBetween(order.checkInDate, order.checkOutDate) })}
        </dd>
        <dt>{t('reservations.upcoming.banner.rooms')}</dt>
        <dd>{t('reservations.rooms.count', { count: order.items.length })}</dd>
      </dl>
      {isAllCancelled ? <p>{t('reservations.upcoming.banner.allCancelled')}</p> : null}
    </section>
  );
}
