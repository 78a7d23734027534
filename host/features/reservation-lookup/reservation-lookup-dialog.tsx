import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../shared/ui/dialog';
import { ReservationLookupFrame } from './reservation-lookup-frame';

export type ReservationLookupDialogProps = {
  isOpen: boolean;
  /** Load the overlay ahead, hidden, so it is ready when the dialog opens (set on hover or focus). */
  isPreloaded: boolean;
  onClose(): void;
};

/** Find-reservation in a modal dialog: the lookup overlay, from the overlay origin. */
export function ReservationLookupDialog({ isOpen, isPreloaded, onClose }: ReservationLookupDialogProps) {
  // Each close starts a fresh overlay (loading hidden in the background), so nothing typed outlives it.
  const [generation, setGeneration] = useState(0);
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (wasOpen.current && !isOpen) setGeneration((value) => value + 1);
    wasOpen.current = isOpen;
  }, [isOpen]);

  return (
    <Dialog title="Find your reservation" isOpen={isOpen} onClose={onClose} keepMounted={isPreloaded}>
      <ReservationLookupFrame key={generation} variant="dialog" isActive={isOpen} onClose={onClose} onLeave={onClose} />
    </Dialog>
  );
}
