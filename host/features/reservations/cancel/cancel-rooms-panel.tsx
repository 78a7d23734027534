import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { hostPaths } from '../../../../shared/domain/paths';
import { ReservationErrorKey, reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import { formatStayDates } from '../../../../shared/format/format-stay-dates';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { cancelReservationRooms, type CancellationOrder, type CancellationRoom } from './cancel-reservation-rooms';
import { cancellationPolicyText } from '../../../../shared/format/cancellation-terms-text';
import { chargeIfCancelledAt, chargeNowText, sumMoney } from '../cancellation-terms';
import { reportReservationError } from '../../../services/report-reservation-error';
import { graphQlErrorCode } from '../../../../shared/graphql/graphql-error-code';
import { actionsClass, dialogBodyClass } from '../reservation-styles';
import { isCancellableRoom, isCancelledRoom, type CancelTarget } from '../reservation-rooms';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { useCancellationRead } from './use-cancellation-read';
import type { ReservationOrder } from '../use-reservation-order';
import { currentInstant } from '../../../../shared/time/current-instant';

const COMPONENT = 'CancelReservation';
/** Refusals that mean the page's copy of the order is out of date. */
const ORDER_CHANGED_CODES: readonly string[] = [ReservationErrorKey.StaleRevision, 'E_ALREADY_CANCELLED'];

export type CancelRoomsPanelProps = {
  target: CancelTarget;
  confirmationNumber: string;
  onBusyChange(isBusy: boolean): void;
  onKeep(): void;
  onCancelled(order: ReservationOrder | null): Promise<void> | void;
  onOrderChanged(): void;
};

/** What the chosen target comes to in the freshly read order: the rooms to send, or why there are none. */
function chooseRooms(order: CancellationOrder, target: CancelTarget): { rooms: CancellationRoom[]; blockedCode: string | null } {
  const named =
    target.kind === 'all' ? order.items : order.items.filter((room) => room.basicInformation.confirmationNumber === target.confirmationNumber);
  const rooms = named.filter(isCancellableRoom);
  if (rooms.length > 0) return { rooms, blockedCode: null };
  return { rooms, blockedCode: named.length > 0 && named.every(isCancelledRoom) ? 'E_ALREADY_CANCELLED' : 'E_MOD_DISALLOW' };
}

/** The cancel modal's content: "Loading..." and a skeleton, then what will be cancelled, the policy and the charge now. */
export function CancelRoomsPanel({ target, confirmationNumber, onBusyChange, onKeep, onCancelled, onOrderChanged }: CancelRoomsPanelProps) {
  const { t, say } = useMessages();
  const { read, reload } = useCancellationRead(confirmationNumber);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const refusalRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const choice = read.status === 'ready' ? chooseRooms(read.order, target) : null;
  const timeZone = read.status === 'ready' ? read.order.property.timeZone : null;
  const blockedCode = choice?.blockedCode ?? null;

  useEffect(() => {
    if (read.status === 'gone') navigate(hostPaths.expiredSession.getHref(), { replace: true });
  }, [read.status, navigate]);

  // The fresh read shows the page's copy is old (the room went meanwhile): bring the page up to date too.
  useEffect(() => {
    if (blockedCode) onOrderChanged();
  }, [blockedCode, onOrderChanged]);

  // The confirm button was disabled while sending, which drops focus: give it to the message instead.
  useEffect(() => {
    const alert = refusalRef.current;
    if (refusal && alert && !alert.closest('dialog')?.contains(document.activeElement)) alert.focus();
  }, [refusal]);

  const confirm = async () => {
    if (read.status !== 'ready' || !choice || choice.rooms.length === 0 || isSubmitting) return;
    const confirmationNumbers = choice.rooms.map((room) => room.basicInformation.confirmationNumber);
    const { orderRevisionNumber } = read.order;
    setSubmitting(true);
    onBusyChange(true);
    setRefusal(null);
    try {
      const outcome = await cancelReservationRooms({ confirmationNumbers, orderRevisionNumber });
      if (outcome.kind === 'cancelled') {
        await onCancelled(outcome.order);
        return;
      }
      reportReservationError({ code: outcome.code, component: COMPONENT, detail: `rooms ${confirmationNumbers.join(',')} at revision ${orderRevisionNumber}`, level: 'warn' });
      setRefusal(say(outcome.message));
      if (ORDER_CHANGED_CODES.includes(outcome.code)) {
        onOrderChanged();
        void reload();
      }
    } catch (error) {
      const code = graphQlErrorCode(error);
      reportReservationError({ code, component: COMPONENT, detail: `rooms ${confirmationNumbers.join(',')} at revision ${orderRevisionNumber}`, level: 'error' });
      setRefusal(say(reservationErrorRef(code)));
    } finally {
      setSubmitting(false);
      onBusyChange(false);
    }
  };

  const confirmLabel = target.kind === 'all' ? t('reservations.cancel.allRooms') : t('reservations.cancel.room');
  return (
    <div className={dialogBodyClass}>
      {refusal ? (
        <div ref={refusalRef} tabIndex={-1}>
          <ErrorAlert>{refusal}</ErrorAlert>
        </div>
      ) : null}
      {read.status === 'loading' || read.status === 'gone' ? (
        <>
          <p>{t('reservations.cancel.loading')}</p>
          <Skeleton label={t('reservations.cancel.loadingLabel')} lines={3} />
        </>
      ) : null}
      {read.status === 'failed' ? (
        <>
          <ErrorAlert>{say(reservationErrorRef(null))}</ErrorAlert>
          <div className={actionsClass}>
            <Button onClick={() => void reload()}>{t('reservations.cancel.tryAgain')}</Button>
          </div>
        </>
      ) : null}
      {/* After an E_ALREADY_CANCELLED refusal the fresh read says the same: one message is enough. */}
      {choice && blockedCode && say(reservationErrorRef(blockedCode)) !== refusal ? <ErrorAlert>{say(reservationErrorRef(blockedCode))}</ErrorAlert> : null}
      {choice && !blockedCode && timeZone ? <CancellationSummary rooms={choice.rooms} timeZone={timeZone} /> : null}
      <div className={actionsClass}>
        {choice && !blockedCode ? (
          <Button isBusy={isSubmitting} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        ) : null}
        <Button variant="secondary" disabled={isSubmitting} onClick={onKeep}>
          {t('reservations.cancel.keep')}
        </Button>
      </div>
    </div>
  );
}

function CancellationSummary({ rooms, timeZone }: { rooms: CancellationRoom[]; timeZone: string }) {
  const { t } = useMessages();
  const locale = useLocale();
  const now = currentInstant();
  const charge = sumMoney(rooms.map((room) => chargeIfCancelledAt(room.cancellationPolicy, now)));
  return (
    <>
      <h3>{t('reservations.cancel.summaryHeading', { count: rooms.length })}</h3>
      <ul>
        {rooms.map(({ basicInformation: info, product, cancellationPolicy }) => (
          <li key={info.confirmationNumber}>
            <p>
              <strong>{t('reservations.room.nameLine', { ordinal: product.ordinal, roomName: product.name })}</strong>
              <br />
              {formatStayDates(info.checkInDate, info.checkOutDate, locale)} · {t('nights.count', { count: info.nights })}
              <br />
              {t('reservations.room.confirmationNumberLine', { confirmationNumber: info.confirmationNumber })}
            </p>
            <p>{cancellationPolicyText(cancellationPolicy, { locale, timeZone }, t)}</p>
          </li>
        ))}
      </ul>
      {charge ? (
        <p>
          <strong>{chargeNowText(charge, locale, t)}</strong>
        </p>
      ) : null}
    </>
  );
}
