import { formatMoney } from '../../../../shared/format/format-money';
import { formatStayDates } from '../../../../shared/format/format-stay-dates';
import { formatInstant } from '../../../../shared/time/format-instant';
import { guestNames } from '../../../../shared/format/guest-names';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { Button } from '../../../../shared/ui/button';
import { Modal } from '../../../../shared/ui/modal/modal';
import { ActionsFooter } from '../../../../shared/ui/modal/modal-footers';
import { cancellationPolicyText } from '../../../../shared/format/cancellation-terms-text';
import { dialogBodyClass } from '../reservation-styles';
import { factsClass } from '../../../../shared/ui/facts-list';
import { occupancyText } from '../reservation-texts';
import type { ReservationRoom } from '../use-reservation-order';

export type RoomStayDetailsDialogProps = { room: ReservationRoom | null; timeZone: string; onClose(): void };

/** The room stay detail modal (spec 02 section 2): one room's nightly rate, nights, charges, guests and policy. */
export function RoomStayDetailsDialog({ room, timeZone, onClose }: RoomStayDetailsDialogProps) {
  const { t } = useMessages();
  const title = room ? t('reservations.upcoming.stayDetails.title', { ordinal: room.product.ordinal }) : t('reservations.upcoming.roomCard.stayDetails');
  return (
    <Modal
      title={title}
      isOpen={room !== null}
      onClose={onClose}
      footer={
        <ActionsFooter>
          <Button variant="secondary" onClick={onClose}>
            {t('reservations.upcoming.stayDetails.close')}
          </Button>
        </ActionsFooter>
      }
    >
      {room ? <RoomStayDetails room={room} timeZone={timeZone} /> : null}
    </Modal>
  );
}

function RoomStayDetails({ room, timeZone }: { room: ReservationRoom; timeZone: string }) {
  const { t } = useMessages();
  const locale = useLocale();
  const { basicInformation: info, charges, cancellation } = room;
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, locale);
  const names = guestNames(room.guestList);
  return (
    <div className={dialogBodyClass}>
      <p>
        <strong>{room.product.name}</strong>
        <br />
        {formatStayDates(info.checkInDate, info.checkOutDate, locale)}
      </p>
      <h3>{t('reservations.upcoming.stayDetails.charges')}</h3>
      <dl className={factsClass}>
        <dt>{t('reservations.upcoming.stayDetails.nightlyRate')}</dt>
        <dd>{money(charges.averageNightlyRate)}</dd>
        <dt>{t('reservations.upcoming.stayDetails.nights')}</dt>
        <dd>{t('nights.count', { count: info.nights })}</dd>
        <dt>{t('reservations.upcoming.stayDetails.subtotal')}</dt>
        <dd>{money(charges.subtotal)}</dd>
        <dt>{t('reservations.upcoming.stayDetails.taxes')}</dt>
        <dd>{money(charges.taxesAndFees)}</dd>
        <dt>{t('reservations.upcoming.stayDetails.total')}</dt>
        <dd>
          <strong>{money(charges.total)}</strong>
        </dd>
      </dl>
      <h3>{t('reservations.facts.guests')}</h3>
      {names.length > 0 ? (
        <ul>
          {names.map((name, index) => (
            <li key={`${index}-${name}`}>{name}</li>
          ))}
        </ul>
      ) : null}
      <p>{occupancyText(info.adults, info.children, t)}</p>
      <h3>{t('reservations.facts.cancellationPolicy')}</h3>
      {cancellation ? (
        <p>
          {t('reservations.upcoming.stayDetails.cancelled', {
            date: formatInstant(cancellation.cancelledAt, locale, timeZone),
            cancellationNumber: cancellation.cancellationNumber,
            charge: money(cancellation.charge),
          })}
        </p>
      ) : (
        <p>{cancellationPolicyText(room.cancellationPolicy, { locale, timeZone }, t)}</p>
      )}
    </div>
  );
}
