import { css } from '@linaria/core';
import { useId } from 'react';
import { cancellationPolicyText } from '../../../../shared/format/cancellation-terms-text';
import { formatStayDates } from '../../../../shared/format/format-stay-dates';
import { guestNames } from '../../../../shared/format/guest-names';
import type { Messages } from '../../../../shared/i18n/messages';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { factsClass } from '../../../../shared/ui/facts-list';
import { colors, radii } from '../../../../shared/ui/theme';
import { formatArrivalTime } from '../../../../shared/time/format-clock-time';
import { panelClass } from '../pre-booking/pre-booking-styles';
import { occupancyText, roomRequestsText } from './checkout-texts';
import type { ConfirmationOrder, ConfirmationRoom } from './use-order-confirmation';

const roomClass = css`
  padding: 1rem 1.25rem;
  margin-bottom: 1rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  & > h3 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  & > p {
    margin: 0;
  }
`;

/** "9:00 in the evening": the hour as booked, as the locale says it; anything else as it came. */
function arrivalText(arrivalTime: string, locale: string): string {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(arrivalTime) ? formatArrivalTime(arrivalTime, locale) : arrivalTime;
}

/** Spec 2 confirmation "stay details": each room as booked, what was asked of the hotel, and its cancellation terms. */
export function StayDetails({ order }: { order: ConfirmationOrder }) {
  const { t } = useMessages();
  const headingId = useId();
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('confirmation.stayDetails.heading')}</h2>
      {order.items.map((room) => (
        <RoomStay key={room.basicInformation.confirmationNumber} room={room} timeZone={order.property.timeZone} />
      ))}
    </section>
  );
}

function RoomStay({ room, timeZone }: { room: ConfirmationRoom; timeZone: string }) {
  const { t } = useMessages();
  const locale = useLocale();
  const headingId = useId();
  const { basicInformation: info, product, stayRequests } = room;
  const names = guestNames(room.guestList);
  return (
    <article className={roomClass} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('checkout.roomHeading', { ordinal: product.ordinal })}</h3>
      <dl className={factsClass}>
        <dt>{t('confirmation.stayDetails.confirmationNumber')}</dt>
        <dd>{info.confirmationNumber}</dd>
        <dt>{t('confirmation.stayDetails.room')}</dt>
        <dd>{product.name}</dd>
        <dt>{t('confirmation.stayDetails.rate')}</dt>
        <dd>{info.isMemberRate && !/member rate/i.test(info.ratePlan) ? t('confirmation.stayDetails.memberRate', { ratePlan: info.ratePlan }) : info.ratePlan}</dd>
        <dt>{t('confirmation.stayDetails.dates')}</dt>
        <dd>{`${formatStayDates(info.checkInDate, info.checkOutDate, locale)} · ${t('nights.count', { count: info.nights })}`}</dd>
        <dt>{t('confirmation.stayDetails.guests')}</dt>
        <dd>{[...names, occupancyText(t, info.adults, info.children)].join(' · ')}</dd>
        <dt>{t('confirmation.stayDetails.roomRequests')}</dt>
        <dd>{roomRequestsText(t, stayRequests?.roomRequestCodes ?? [])}</dd>
        {stayRequests?.comments ? (
          <>
            <dt>{t('confirmation.stayDetails.comments')}</dt>
            <dd>{stayRequests.comments}</dd>
          </>
        ) : null}
        <dt>{t('confirmation.stayDetails.arrivalTime')}</dt>
        <dd>{stayRequests?.arrivalTime ? arrivalText(stayRequests.arrivalTime, locale) : t('confirmation.stayDetails.arrivalNotGiven')}</dd>
      </dl>
      <h4>{t('confirmation.stayDetails.cancellationPolicy')}</h4>
      <p>{cancellationPolicyText(room.cancellationPolicy, { locale, timeZone }, t)}</p>
    </article>
  );
}
