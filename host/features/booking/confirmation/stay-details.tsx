import { css } from '@linaria/core';
import { useId } from 'react';
import { cancellationPolicyText } from '../../../../shared/format/cancellation-terms-text';
import { formatStayDates } from '../../../../shared/format/format-stay-dates';
import { guestNames, nightsText, occupancyText, roomHeading } from '../../../../shared/format/reservation-texts';
import { factsClass } from '../../../../shared/ui/facts-list';
import { colors, radii } from '../../../../shared/ui/theme';
import { ROOM_REQUESTS, timeOfDay } from '../../../../shared/validation/stay-requests';
import { config } from '../../../services/config';
import { panelClass } from '../pre-booking/pre-booking-styles';
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

const requestLabel = (code: string) => ROOM_REQUESTS.find((request) => request.code === code)?.label ?? code;

/** "21:00, in the evening": the hour as booked, with spec 9's word for that time of day. */
function arrivalText(arrivalTime: string): string {
  const hour = Number(arrivalTime.slice(0, 2));
  return Number.isInteger(hour) ? `${arrivalTime}, in the ${timeOfDay(hour)}` : arrivalTime;
}

/** Spec 2 confirmation "stay details": each room as booked, what was asked of the hotel, and its cancellation terms. */
export function StayDetails({ order }: { order: ConfirmationOrder }) {
  const headingId = useId();
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>Stay details</h2>
      {order.items.map((room) => (
        <RoomStay key={room.basicInformation.confirmationNumber} room={room} />
      ))}
    </section>
  );
}

function RoomStay({ room }: { room: ConfirmationRoom }) {
  const headingId = useId();
  const { basicInformation: info, product, stayRequests } = room;
  const names = guestNames(room.guestList);
  return (
    <article className={roomClass} aria-labelledby={headingId}>
      <h3 id={headingId}>{roomHeading(product.ordinal)}</h3>
      <dl className={factsClass}>
        <dt>Confirmation number</dt>
        <dd>{info.confirmationNumber}</dd>
        <dt>Room</dt>
        <dd>{product.name}</dd>
        <dt>Rate</dt>
        <dd>{info.isMemberRate && !/member rate/i.test(info.ratePlan) ? `${info.ratePlan} (member rate)` : info.ratePlan}</dd>
        <dt>Dates</dt>
        <dd>{`${formatStayDates(info.checkInDate, info.checkOutDate, config.locale)} · ${nightsText(info.nights)}`}</dd>
        <dt>Guests</dt>
        <dd>{[...names, occupancyText(info.adults, info.children)].join(' · ')}</dd>
        <dt>Room requests</dt>
        <dd>{stayRequests?.roomRequestCodes.length ? stayRequests.roomRequestCodes.map(requestLabel).join(', ') : 'None'}</dd>
        {stayRequests?.comments ? (
          <>
            <dt>Comments</dt>
            <dd>{stayRequests.comments}</dd>
          </>
        ) : null}
        <dt>Arrival time</dt>
        <dd>{stayRequests?.arrivalTime ? arrivalText(stayRequests.arrivalTime) : 'Not given'}</dd>
      </dl>
      <h4>Cancellation policy</h4>
      <p>{cancellationPolicyText(room.cancellationPolicy, { locale: config.locale })}</p>
    </article>
  );
}
