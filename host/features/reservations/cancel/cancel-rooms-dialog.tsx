import { useRef } from 'react';
import { Modal } from '../../../../shared/ui/modal/modal';
import { useMessages } from '../../../../shared/i18n/messages-context';
import type { Messages } from '../../../../shared/i18n/messages';
import { CancelRoomsPanel } from './cancel-rooms-panel';
import type { CancelTarget } from '../reservation-rooms';
import type { ReservationOrder } from '../use-reservation-order';

export type CancelRoomsDialogProps = {
  /** The rooms to cancel; null while the modal is closed. */
  target: CancelTarget | null;
  /** The confirmation number the page was opened with; the order is read again through it. */
  confirmationNumber: string;
  /** With more than one room, a single room is named in the title ("Cancel room 2"). */
  isOneOfSeveral: boolean;
  onClose(): void;
  /** The cancel went through; `order` is the order after it (null if this browser may no longer see it). */
  onCancelled(order: ReservationOrder | null): Promise<void> | void;
  /** The order changed under the page (cancelled elsewhere, or a newer revision): read it again. */
  onOrderChanged(): void;
};

/** The modal's title, which is also its name for assistive technology. */
export function cancelDialogTitle(target: CancelTarget, isOneOfSeveral: boolean, t: Messages['t']): string {
  if (target.kind === 'all') return t('reservations.cancel.allRooms');
  return isOneOfSeveral ? t('reservations.cancel.roomNumbered', { ordinal: target.ordinal }) : t('reservations.cancel.room');
}

/**
 * The cancel-room modal (spec 02 section 2). It opens at once and reads the order again inside (the
 * page's copy may be old), so the cancel quotes the current revision and shows the policy as it stands.
 * While the cancel is being sent the modal cannot be closed: the answer decides where the guest goes.
 */
export function CancelRoomsDialog({ target, confirmationNumber, isOneOfSeveral, onClose, onCancelled, onOrderChanged }: CancelRoomsDialogProps) {
  const { t } = useMessages();
  const isBusy = useRef(false);
  const close = () => {
    if (!isBusy.current) onClose();
  };
  return (
    <Modal title={target ? cancelDialogTitle(target, isOneOfSeveral, t) : t('reservations.cancel.room')} isOpen={target !== null} onClose={close}>
      {target ? (
        <CancelRoomsPanel
          target={target}
          confirmationNumber={confirmationNumber}
          onBusyChange={(busy) => {
            isBusy.current = busy;
          }}
          onKeep={close}
          onCancelled={onCancelled}
          onOrderChanged={onOrderChanged}
        />
      ) : null}
    </Modal>
  );
}
