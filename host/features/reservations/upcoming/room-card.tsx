import { css } from '@linaria/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { hostPaths } from '../../../../shared/domain/paths';
import { formatMoney } from '../../../../shared/format/format-money';
import { formatStayDates } from '../../../../shared/format/format-stay-dates';
import { Button, buttonClass } from '../../../../shared/ui/button';
import { colors, radii } from '../../../../shared/ui/theme';
import { config } from '../../../services/config';
import { cancellationPolicyText } from '../../../../shared/format/cancellation-terms-text';
import { actionsClass, badgeClass, mutedClass } from '../reservation-styles';
import { factsClass } from '../../../../shared/ui/facts-list';
import { isCancellableRoom, isCancelledRoom } from '../reservation-rooms';
import { checkInStateText, guestNames, nightsText, occupancyText, reservationStatusText, roomHeading, suiteNightAwardText } from '../../../../shared/format/reservation-texts';
import type { ReservationRoom } from '../use-reservation-order';
import { LocalInstant } from '../../../components/local-instant';
import { SuiteNightAwardActions, type SuiteNightAwardAction } from './suite-night-award-actions';

const roomClass = css`
  padding: 1.25rem 1.5rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  background: ${colors.surface};
  & h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  & h4 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  & p {
    margin: 0 0 0.75rem;
  }
  &[data-status='CANCELLED'] {
    background: ${colors.canvas};
  }
`;

const roomNameClass = css`
  font-size: 1.0625rem;
  font-weight: 600;
`;

const featuresClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  margin: 0 0 1rem;
  padding-left: 0;
  /* Outside markers of items laid out in a row would sit on the previous item's text. */
  list-style-position: inside;
`;

export type RoomCardProps = {
  room: ReservationRoom;
  /** With more than one room, buttons name their room ("Cancel room 2"), as their visible text does not. */
  isOneOfSeveral: boolean;
  onShowStayDetails(room: ReservationRoom): void;
  onCancel(room: ReservationRoom): void;
  /** The Suite Night Award action in flight on this room, if any. */
  awardBusy?: boolean;
  onSuiteNightAward(room: ReservationRoom, action: SuiteNightAwardAction): void;
};

/** One room of the room overview (spec 02 section 2): what was booked, for whom, where it stands, and its actions. */
export function RoomCard({ room, isOneOfSeveral, onShowStayDetails, onCancel, awardBusy = false, onSuiteNightAward }: RoomCardProps) {
  const headingId = useId();
  const { basicInformation: info, product, cancellation } = room;
  const heading = roomHeading(product.ordinal);
  const forRoom = (label: string) => (isOneOfSeveral ? `${label} for ${heading.toLowerCase()}` : undefined);
  const names = guestNames(room.guestList);

  return (
    <article className={roomClass} aria-labelledby={headingId} data-status={room.status}>
      <h3 id={headingId}>{heading}</h3>
      <p className={roomNameClass}>{product.name}</p>
      {product.features.length > 0 ? (
        <ul className={featuresClass} aria-label={`Features of ${heading.toLowerCase()}`}>
          {product.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      <dl className={factsClass}>
        <dt>Status</dt>
        <dd>{reservationStatusText[room.status]}</dd>
        {cancellation ? (
          <>
            <dt>Cancellation number</dt>
            <dd>{cancellation.cancellationNumber}</dd>
            <dt>Cancelled on</dt>
            <dd><LocalInstant isoDateTime={cancellation.cancelledAt} locale={config.locale} /></dd>
          </>
        ) : null}
        <dt>Confirmation number</dt>
        <dd>{info.confirmationNumber}</dd>
        <dt>Dates</dt>
        <dd>
          {formatStayDates(info.checkInDate, info.checkOutDate, config.locale)} · {nightsText(info.nights)}
        </dd>
        <dt>Guests</dt>
        <dd>{names.length > 0 ? names.join(', ') : <span className={mutedClass}>No names given</span>}</dd>
        <dt>Occupancy</dt>
        <dd>{occupancyText(info.adults, info.children)}</dd>
        <dt>Rate</dt>
        <dd>
          {info.ratePlan}
          {info.isMemberRate ? <span className={badgeClass}>Member rate</span> : null}
        </dd>
        {room.checkInState ? (
          <>
            <dt>Check-in</dt>
            <dd>{checkInStateText[room.checkInState]}</dd>
          </>
        ) : null}
        {room.suiteNightAward ? (
          <>
            <dt>Suite Night Award</dt>
            <dd>{suiteNightAwardText[room.suiteNightAward]}</dd>
          </>
        ) : null}
        <dt>{isCancelledRoom(room) ? 'Cancellation charge' : 'Room total'}</dt>
        <dd>{formatMoney(cancellation ? cancellation.charge : room.charges.total, config.locale)}</dd>
      </dl>
      {isCancelledRoom(room) ? null : (
        <>
          <h4>Cancellation policy</h4>
          <p>{cancellationPolicyText(room.cancellationPolicy, { locale: config.locale })}</p>
        </>
      )}
      <div className={actionsClass}>
        <Button variant="secondary" aria-haspopup="dialog" aria-label={forRoom('Room stay details')} onClick={() => onShowStayDetails(room)}>
          Room stay details
        </Button>
        {room.checkInState === 'CHECK_IN_ELIGIBLE' || room.checkInState === 'CHECK_IN_MODIFIABLE' ? (
          <Link className={buttonClass} data-variant="primary" to={hostPaths.checkInDetails.getHref(info.confirmationNumber)} aria-label={forRoom(checkInLabel(room.checkInState))}>
            {checkInLabel(room.checkInState)}
          </Link>
        ) : null}
        {room.isModifiable ? (
          <Link className={buttonClass} data-variant="secondary" to={hostPaths.modifyRateList.getHref(info.confirmationNumber)} aria-label={forRoom('Change dates or room')}>
            Change dates or room
          </Link>
        ) : null}
        {room.isModifiable ? (
          <Link className={buttonClass} data-variant="secondary" to={hostPaths.upgradeReservation.getHref(info.confirmationNumber)} aria-label={forRoom('Upgrade your room')}>
            Upgrade your room
          </Link>
        ) : null}
        <SuiteNightAwardActions room={room} roomLabel={isOneOfSeveral ? heading.toLowerCase() : undefined} isBusy={awardBusy} onAct={onSuiteNightAward} />
        {isCancellableRoom(room) ? (
          <Button variant="secondary" aria-haspopup="dialog" aria-label={isOneOfSeveral ? `Cancel ${heading.toLowerCase()}` : undefined} onClick={() => onCancel(room)}>
            Cancel room
          </Button>
        ) : null}
      </div>
    </article>
  );
}

const checkInLabel = (state: 'CHECK_IN_ELIGIBLE' | 'CHECK_IN_MODIFIABLE') => (state === 'CHECK_IN_ELIGIBLE' ? 'Check in now' : 'Change arrival details');
