import { formatInstant } from '../../../../shared/format/format-stay-dates';
import { Button } from '../../../../shared/ui/button';
import { config } from '../../../services/config';
import { mutedClass } from '../reservation-styles';
import type { ReservationRoom } from '../use-reservation-order';

export type SuiteNightAwardAction = 'request' | 'remove';

export type SuiteNightAwardActionsProps = {
  room: ReservationRoom;
  /** Names the room in the buttons' names when the order has several. */
  roomLabel: string | undefined;
  isBusy: boolean;
  onAct(room: ReservationRoom, action: SuiteNightAwardAction): void;
};

const nightsText = (nights: number) => `${nights} award ${nights === 1 ? 'night' : 'nights'}`;

/**
 * The member's Suite Night Award actions on one room (spec 02 section 2, room overview): ask for one
 * with the nights it takes and the cutoff in the hotel's own time, or remove a request still waiting.
 */
export function SuiteNightAwardActions({ room, roomLabel, isBusy, onAct }: SuiteNightAwardActionsProps) {
  const offer = room.suiteNightAwardOffer;
  if (!offer) return null;
  const cutoff = formatInstant(offer.cutoff, config.locale, offer.hotelTimeZone);
  if (offer.canRemove) {
    return (
      <Button variant="secondary" isBusy={isBusy} aria-label={roomLabel ? `Remove Suite Night Award request for ${roomLabel}` : undefined} onClick={() => onAct(room, 'remove')}>
        Remove Suite Night Award request
      </Button>
    );
  }
  if (!offer.canRequest) return room.suiteNightAward ? null : <p className={mutedClass}>Suite Night Award: {offer.reason}</p>;
  return (
    <>
      <p className={mutedClass}>
        A suite for your stay uses {nightsText(offer.nightsNeeded)} of your {offer.balance}. Ask by {cutoff}; the hotel confirms by then.
      </p>
      <Button variant="secondary" isBusy={isBusy} aria-label={roomLabel ? `Request a Suite Night Award for ${roomLabel}` : undefined} onClick={() => onAct(room, 'request')}>
        Request a Suite Night Award
      </Button>
    </>
  );
}
