import { formatInstant } from '../../../../shared/time/format-instant';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { Button } from '../../../../shared/ui/button';
import { mutedClass } from '../reservation-styles';
import type { ReservationRoom } from '../use-reservation-order';

export type SuiteNightAwardAction = 'request' | 'remove';

export type SuiteNightAwardActionsProps = {
  room: ReservationRoom;
  /** Names the room in the buttons' names when the order has several. */
  roomOrdinal: number | undefined;
  isBusy: boolean;
  onAct(room: ReservationRoom, action: SuiteNightAwardAction): void;
};

/**
 * The member's Suite Night Award actions on one room (spec 02 section 2, room overview): ask for one
 * with the nights it takes and the cutoff in the hotel's own time, or remove a request still waiting.
 */
export function SuiteNightAwardActions({ room, roomOrdinal, isBusy, onAct }: SuiteNightAwardActionsProps) {
  const { t } = useMessages();
  const locale = useLocale();
  const offer = room.suiteNightAwardOffer;
  if (!offer) return null;
  if (offer.canRemove) {
    return (
      <Button
        variant="secondary"
        isBusy={isBusy}
        aria-label={roomOrdinal === undefined ? undefined : t('reservations.upcoming.suiteNightAward.removeFor', { ordinal: roomOrdinal })}
        onClick={() => onAct(room, 'remove')}
      >
        {t('reservations.upcoming.suiteNightAward.remove')}
      </Button>
    );
  }
  if (!offer.canRequest) return room.suiteNightAward ? null : <p className={mutedClass}>{t('reservations.upcoming.suiteNightAward.unavailable', { reason: offer.reason ?? '' })}</p>;
  const cutoff = formatInstant(offer.cutoff, locale, offer.hotelTimeZone);
  return (
    <>
      <p className={mutedClass}>{t('reservations.upcoming.suiteNightAward.offer', { nights: offer.nightsNeeded, balance: offer.balance, cutoff })}</p>
      <Button
        variant="secondary"
        isBusy={isBusy}
        aria-label={roomOrdinal === undefined ? undefined : t('reservations.upcoming.suiteNightAward.requestFor', { ordinal: roomOrdinal })}
        onClick={() => onAct(room, 'request')}
      >
        {t('reservations.upcoming.suiteNightAward.request')}
      </Button>
    </>
  );
}
