import { css } from '@linaria/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { hostPaths } from '../../../../shared/domain/paths';
import { formatMoney } from '../../../../shared/format/format-money';
import { formatStayDates } from '../../../../shared/format/format-stay-dates';
import { Button, buttonClass } from '../../../../shared/ui/button';
import { colors, radii } from '../../../../shared/ui/theme';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import type { MessageKey } from '../../../../shared/i18n/message-types';
import { cancellationPolicyText } from '../../../../shared/format/cancellation-terms-text';
import { actionsClass, badgeClass, mutedClass } from '../reservation-styles';
import { factsClass } from '../../../../shared/ui/facts-list';
import { isCancellableRoom, isCancelledRoom } from '../reservation-rooms';
import { guestNames } from '../../../../shared/format/guest-names';
import { checkInStateKey, occupancyText, reservationStatusKey, suiteNightAwardKey } from '../reservation-texts';
import { formatInstant } from '../../../../shared/time/format-instant';
import type { ReservationRoom } from '../use-reservation-order';
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
  padding-inline-start: 0;
  /* Outside markers of items laid out in a row would sit on the previous item's text. */
  list-style-position: inside;
`;

export type RoomCardProps = {
  room: ReservationRoom;
  /** The hotel's IANA zone: deadlines and the time of a cancellation are written in it. */
  timeZone: string;
  /** With more than one room, buttons name their room ("Cancel room 2"), as their visible text does not. */
  isOneOfSeveral: boolean;
  onShowStayDetails(room: ReservationRoom): void;
  onCancel(room: ReservationRoom): void;
  /** The Suite Night Award action in flight on this room, if any. */
  awardBusy?: boolean;
  onSuiteNightAward(room: ReservationRoom, action: SuiteNightAwardAction): void;
};

/** One room of the room overview (spec 02 section 2): what was booked, for whom, where it stands, and its actions. */
export function RoomCard({ room, timeZone, isOneOfSeveral, onShowStayDetails, onCancel, awardBusy = false, onSuiteNightAward }: RoomCardProps) {
  const { t } = useMessages();
  const locale = useLocale();
  const headingId = useId();
  const { basicInformation: info, product, cancellation } = room;
  const ordinal = product.ordinal;
  const forRoom = (key: RoomActionKey) => (isOneOfSeveral ? t(key, { ordinal }) : undefined);
  const names = guestNames(room.guestList);
  const checkInAction = room.checkInState === 'CHECK_IN_ELIGIBLE' || room.checkInState === 'CHECK_IN_MODIFIABLE' ? checkInActions[room.checkInState] : null;

  return (
    <article className={roomClass} aria-labelledby={headingId} data-status={room.status}>
      <h3 id={headingId}>{t('reservations.room.heading', { ordinal })}</h3>
      <p className={roomNameClass}>{product.name}</p>
      {product.features.length > 0 ? (
        <ul className={featuresClass} aria-label={t('reservations.upcoming.roomCard.features', { ordinal })}>
          {product.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      <dl className={factsClass}>
        <dt>{t('reservations.facts.status')}</dt>
        <dd>{t(reservationStatusKey[room.status])}</dd>
        {cancellation ? (
          <>
            <dt>{t('reservations.facts.cancellationNumber')}</dt>
            <dd>{cancellation.cancellationNumber}</dd>
            <dt>{t('reservations.facts.cancelledOn')}</dt>
            <dd>{formatInstant(cancellation.cancelledAt, locale, timeZone)}</dd>
          </>
        ) : null}
        <dt>{t('reservations.facts.confirmationNumber')}</dt>
        <dd>{info.confirmationNumber}</dd>
        <dt>{t('reservations.facts.dates')}</dt>
        <dd>
          {formatStayDates(info.checkInDate, info.checkOutDate, locale)} · {t('nights.count', { count: info.nights })}
        </dd>
        <dt>{t('reservations.facts.guests')}</dt>
        <dd>{names.length > 0 ? names.join(', ') : <span className={mutedClass}>{t('reservations.upcoming.roomCard.noNames')}</span>}</dd>
        <dt>{t('reservations.facts.occupancy')}</dt>
        <dd>{occupancyText(info.adults, info.children, t)}</dd>
        <dt>{t('reservations.facts.rate')}</dt>
        <dd>
          {info.ratePlan}
          {info.isMemberRate ? <span className={badgeClass}>{t('reservations.upcoming.roomCard.memberRate')}</span> : null}
        </dd>
        {room.checkInState ? (
          <>
            <dt>{t('reservations.facts.checkIn')}</dt>
            <dd>{t(checkInStateKey[room.checkInState])}</dd>
          </>
        ) : null}
        {room.suiteNightAward ? (
          <>
            <dt>{t('reservations.facts.suiteNightAward')}</dt>
            <dd>{t(suiteNightAwardKey[room.suiteNightAward])}</dd>
          </>
        ) : null}
        <dt>{isCancelledRoom(room) ? t('reservations.facts.cancellationCharge') : t('reservations.facts.roomTotal')}</dt>
        <dd>{formatMoney(cancellation ? cancellation.charge : room.charges.total, locale)}</dd>
      </dl>
      {isCancelledRoom(room) ? null : (
        <>
          <h4>{t('reservations.facts.cancellationPolicy')}</h4>
          <p>{cancellationPolicyText(room.cancellationPolicy, { locale, timeZone }, t)}</p>
        </>
      )}
      <div className={actionsClass}>
        <Button variant="secondary" aria-haspopup="dialog" aria-label={forRoom('reservations.upcoming.roomCard.stayDetailsFor')} onClick={() => onShowStayDetails(room)}>
          {t('reservations.upcoming.roomCard.stayDetails')}
        </Button>
        {checkInAction ? (
          <Link className={buttonClass} data-variant="primary" to={hostPaths.checkInDetails.getHref(info.confirmationNumber)} aria-label={forRoom(checkInAction.forRoom)}>
            {t(checkInAction.label)}
          </Link>
        ) : null}
        {room.isModifiable ? (
          <Link className={buttonClass} data-variant="secondary" to={hostPaths.modifyRateList.getHref(info.confirmationNumber)} aria-label={forRoom('reservations.upcoming.roomCard.changeStayFor')}>
            {t('reservations.upcoming.roomCard.changeStay')}
          </Link>
        ) : null}
        {room.isModifiable ? (
          <Link className={buttonClass} data-variant="secondary" to={hostPaths.upgradeReservation.getHref(info.confirmationNumber)} aria-label={forRoom('reservations.upcoming.roomCard.upgradeFor')}>
            {t('reservations.upgrade.heading')}
          </Link>
        ) : null}
        <SuiteNightAwardActions room={room} roomOrdinal={isOneOfSeveral ? ordinal : undefined} isBusy={awardBusy} onAct={onSuiteNightAward} />
        {isCancellableRoom(room) ? (
          <Button variant="secondary" aria-haspopup="dialog" aria-label={forRoom('reservations.cancel.roomNumbered')} onClick={() => onCancel(room)}>
            {t('reservations.cancel.room')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}

/** The names of a room's actions that say which room they are for. */
type RoomActionKey =
  | 'reservations.upcoming.roomCard.stayDetailsFor'
  | 'reservations.upcoming.roomCard.checkInNowFor'
  | 'reservations.upcoming.roomCard.changeArrivalFor'
  | 'reservations.upcoming.roomCard.changeStayFor'
  | 'reservations.upcoming.roomCard.upgradeFor'
  | 'reservations.cancel.roomNumbered';

const checkInActions = {
  CHECK_IN_ELIGIBLE: { label: 'reservations.checkIn.now', forRoom: 'reservations.upcoming.roomCard.checkInNowFor' },
  CHECK_IN_MODIFIABLE: { label: 'reservations.upcoming.roomCard.changeArrival', forRoom: 'reservations.upcoming.roomCard.changeArrivalFor' },
} as const satisfies Record<'CHECK_IN_ELIGIBLE' | 'CHECK_IN_MODIFIABLE', { label: MessageKey; forRoom: RoomActionKey }>;
