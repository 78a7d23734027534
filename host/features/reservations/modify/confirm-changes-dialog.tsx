import { useEffect, useRef, useState } from 'react';
import { ReservationErrorKey, reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import { graphQlErrorCode } from '../../../../shared/graphql/graphql-error-code';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Modal } from '../../../../shared/ui/modal/modal';
import { ActionsFooter } from '../../../../shared/ui/modal/modal-footers';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import type { Messages } from '../../../../shared/i18n/messages';
import { cancellationPolicyText, type CancellationTextOptions } from '../../../../shared/format/cancellation-terms-text';
import { reportReservationError } from '../../../services/report-reservation-error';
import { newIdempotencyKey } from '../../../services/idempotency-key';
import { dialogBodyClass } from '../reservation-styles';
import type { ReservationOrder, ReservationRoom } from '../use-reservation-order';
import { RoomTermsList, type RoomTerms } from './room-terms';
import type { UpdateOutcome } from './update-reservation';
import { sideBySideClass, differenceClass } from './modify-styles';

const COMPONENT = 'ModifyReservation';
/** Refusals that mean what the page read is out of date: it reads the order and the rates again. */
const READ_AGAIN_CODES: readonly string[] = [ReservationErrorKey.StaleRevision, ReservationErrorKey.DatesUnavailable, ReservationErrorKey.RateUnavailable, 'E_ALREADY_CANCELLED', 'E_MOD_DISALLOW'];

/** A change chosen on the modify rate list or the upgrade page, as the modal shows and sends it. */
export type ProposedChange = {
  /** The room as it would be. */
  updated: RoomTerms;
  /** What it costs against now, in words. */
  differenceText: string;
  /** Sends the change with this idempotency key (one per choice, kept across a retry). */
  send(idempotencyKey: string): Promise<UpdateOutcome>;
};

export type ConfirmChangesDialogProps = {
  order: ReservationOrder;
  current: ReservationRoom;
  /** Null while the modal is closed. */
  change: ProposedChange | null;
  onClose(): void;
  /** The change went through; `order` is the order after it. */
  onChanged(order: ReservationOrder | null): Promise<void> | void;
  /** What the page read is out of date: read the order and the rates again. */
  onReadAgain(): void;
};

function currentTerms(room: ReservationRoom, options: CancellationTextOptions, t: Messages['t']): RoomTerms {
  const info = room.basicInformation;
  return {
    roomName: room.product.name,
    checkInDate: info.checkInDate,
    checkOutDate: info.checkOutDate,
    nights: info.nights,
    adults: info.adults,
    children: info.children,
    ratePlan: info.ratePlan,
    total: room.charges.total,
    cancellationText: cancellationPolicyText(room.cancellationPolicy, options, t),
  };
}

/**
 * The confirm-changes modal (spec 02 section 2): the room as booked and as it would be, side by side,
 * with the price difference and the new cancellation policy. Confirm sends the change quoting the order
 * revision the page read, with one idempotency key per choice,, so a double click or a retry after a lost
 * answer changes the room once. While it is being sent the modal cannot be closed.
 */
export function ConfirmChangesDialog({ order, current, change, onClose, onChanged, onReadAgain }: ConfirmChangesDialogProps) {
  const { t, say } = useMessages();
  const locale = useLocale();
  const [isSubmitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const attemptKey = useRef<string | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    attemptKey.current = null;
    setRefusal(null);
  }, [change]);

  // The button was disabled while sending, which drops focus: give it to the message instead.
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const confirm = async () => {
    if (!change || isSubmitting) return;
    const idempotencyKey = attemptKey.current ?? newIdempotencyKey();
    attemptKey.current = idempotencyKey;
    const detail = `room ${current.basicInformation.confirmationNumber} at revision ${order.orderRevisionNumber}`;
    setSubmitting(true);
    setRefusal(null);
    try {
      const outcome = await change.send(idempotencyKey);
      if (outcome.kind === 'changed') {
        await onChanged(outcome.order);
        return;
      }
      attemptKey.current = null;
      reportReservationError({ code: outcome.code, component: COMPONENT, detail, level: 'warn' });
      setRefusal(say(outcome.message));
      if (READ_AGAIN_CODES.includes(outcome.code)) onReadAgain();
    } catch (error) {
      const code = graphQlErrorCode(error);
      reportReservationError({ code, component: COMPONENT, detail, level: 'error' });
      setRefusal(say(reservationErrorRef(code)));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      title={t('reservations.modify.confirm.title')}
      isOpen={change !== null}
      onClose={close}
      size="wide"
      locksScroll
      footer={
        change ? (
          <ActionsFooter>
            <Button isBusy={isSubmitting} onClick={() => void confirm()}>
              {t('reservations.modify.confirm.submit')}
            </Button>
            <Button variant="secondary" disabled={isSubmitting} onClick={close}>
              {t('reservations.modify.confirm.keep')}
            </Button>
          </ActionsFooter>
        ) : null
      }
    >
      {change ? (
        <div className={dialogBodyClass}>
          {refusal ? (
            <div ref={refusalRef} tabIndex={-1}>
              <ErrorAlert>{refusal}</ErrorAlert>
            </div>
          ) : null}
          <div className={sideBySideClass}>
            <section aria-label={t('reservations.modify.confirm.current')}>
              <h3>{t('reservations.modify.confirm.current')}</h3>
              <RoomTermsList terms={currentTerms(current, { locale, timeZone: order.property.timeZone }, t)} />
            </section>
            <section aria-label={t('reservations.modify.confirm.updated')}>
              <h3>{t('reservations.modify.confirm.updated')}</h3>
              <RoomTermsList terms={change.updated} />
            </section>
          </div>
          <p className={differenceClass}>
            <strong>{t('reservations.modify.confirm.priceDifference')}</strong> {change.differenceText}
          </p>
        </div>
      ) : null}
    </Modal>
  );
}
