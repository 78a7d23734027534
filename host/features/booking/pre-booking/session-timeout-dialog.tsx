import { css } from '@linaria/core';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { CART_HOLD_SECONDS, formatCountdown } from '../../../../shared/booking/booking-timers';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Modal } from '../../../../shared/ui/modal/modal';
import { ActionsFooter } from '../../../../shared/ui/modal/modal-footers';
import { textActionClass } from '../../../../shared/ui/text-action';

const bodyClass = css`
  padding: 0 1.5rem 1.5rem;
  & > p {
    margin: 0 0 1rem;
  }
`;

export type SessionTimeoutDialogProps = {
  isOpen: boolean;
  secondsLeft: number;
  /** The rate list for the cart's stay: "Start over". */
  rateListHref: string;
  isExtending: boolean;
  hasFailed: boolean;
  onKeepRooms(): void;
  /** Escape, × or the backdrop: the hold keeps counting down, and the sticky bar still offers to keep it. */
  onClose(): void;
};

/**
 * The session-timeout modal (spec 2, rate list; spec 9, 300 s): how long the rooms are still held,
 * "Keep my rooms" to renew the hold, or "Start over" on the rate list. It opens with focus on "Keep
 * my rooms", the answer most guests want; the dialog gives focus back where it was when it closes.
 */
export function SessionTimeoutDialog({ isOpen, secondsLeft, rateListHref, isExtending, hasFailed, onKeepRooms, onClose }: SessionTimeoutDialogProps) {
  const keepId = useId();
  const { t } = useMessages();
  // Runs after the dialog's own effect has opened it (a child's effects run first): only an open
  // dialog's content can take focus. After a failed try the button, disabled while busy, has lost
  // focus: it takes it back, so the next try is one key away.
  useEffect(() => {
    if (isOpen) document.getElementById(keepId)?.focus();
  }, [isOpen, keepId, hasFailed]);

  return (
    <Modal
      title={t('preBooking.timeout.title')}
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={t('preBooking.timeout.close')}
      footer={
        <ActionsFooter>
          <Button id={keepId} isBusy={isExtending} onClick={onKeepRooms}>
            {t('preBooking.keepRooms')}
          </Button>
          <Link className={textActionClass} to={rateListHref} replace>
            {t('preBooking.timeout.startOver')}
          </Link>
        </ActionsFooter>
      }
    >
      <div className={bodyClass}>
        <p>
          {t('preBooking.timeout.before', { minutes: CART_HOLD_SECONDS / 60 })}
          <strong>{formatCountdown(secondsLeft)}</strong>
          {t('preBooking.timeout.after')}
        </p>
        {hasFailed ? <ErrorAlert>{t('preBooking.timeout.failed')}</ErrorAlert> : null}
      </div>
    </Modal>
  );
}
