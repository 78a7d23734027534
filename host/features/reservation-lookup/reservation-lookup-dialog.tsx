import { useMessages } from '../../../shared/i18n/messages-context';
import { Modal } from '../../../shared/ui/modal/modal';
import { useFreshOverlayKey } from '../../components/use-fresh-overlay-key';
import { ReservationLookupFrame } from './reservation-lookup-frame';

export type ReservationLookupDialogProps = {
  isOpen: boolean;
  /** Load the overlay ahead, hidden, so it is ready when the dialog opens (set on hover or focus). */
  isPreloaded: boolean;
  onClose(): void;
};

/** Find-reservation in a modal dialog: the lookup overlay, from the overlay origin. */
export function ReservationLookupDialog({ isOpen, isPreloaded, onClose }: ReservationLookupDialogProps) {
  const overlayKey = useFreshOverlayKey(isOpen);
  const { t } = useMessages();

  return (
    <Modal title={t('hostLookup.title')} isOpen={isOpen} onClose={onClose} keepMounted={isPreloaded}>
      <ReservationLookupFrame key={overlayKey} variant="dialog" isActive={isOpen} onClose={onClose} onLeave={onClose} />
    </Modal>
  );
}
