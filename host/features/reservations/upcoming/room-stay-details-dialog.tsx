import { formatMoney } from '../../../../shared/format/format-money';
import { formatInstant, formatStayDates } from '../../../../shared/format/format-stay-dates';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { config } from '../../../services/config';
import { cancellationPolicyText } from '../../../../shared/format/cancellation-terms-text';
import { actionsClass, dialogBodyClass } from '../reservation-styles';
import { factsClass } from '../../../../shared/ui/facts-list';
import { guestNames, nightsText, occupancyText, roomHeading } from '../../../../shared/format/reservation-texts';
import type { ReservationRoom } from '../use-reservation-order';

export type RoomStayDetailsDialogProps = { room: ReservationRoom | null; onClose(): void };

/** The room stay detail modal (spec 02 section 2): one room's nightly rate, nights, charges, guests and policy. */
export function RoomStayDetailsDialog({ room, onClose }: RoomStayDetailsDialogProps) {
  const title = room ? `${roomHeading(room.product.ordinal)} stay details` : 'Room stay details';
  return (
    <Dialog title={title} isOpen={room !== null} onClose={onClose}>
      {room ? <RoomStayDetails room={room} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RoomStayDetails({ room, onClose }: { room: ReservationRoom; onClose(): void }) {
  const { basicInformation: info, charges, cancellation } = room;
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, config.locale);
  const names = guestNames(room.guestList);
  return (
    <div className={dialogBodyClass}>
      <p>
        <strong>{room.product.name}</strong>
        <br />
        {formatStayDates(info.checkInDate, info.checkOutDate, config.locale)}
      </p>
      <h3>Charges</h3>
      <dl className={factsClass}>
        <dt>Nightly rate</dt>
        <dd>{money(charges.averageNightlyRate)}</dd>
        <dt>Nights</dt>
        <dd>{nightsText(info.nights)}</dd>
        <dt>Subtotal</dt>
        <dd>{money(charges.subtotal)}</dd>
        <dt>Taxes and fees</dt>
        <dd>{money(charges.taxesAndFees)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{money(charges.total)}</strong>
        </dd>
      </dl>
      <h3>Guests</h3>
      {names.length > 0 ? (
        <ul>
          {names.map((name, index) => (
            <li key={`${index}-${name}`}>{name}</li>
          ))}
        </ul>
      ) : null}
      <p>{occupancyText(info.adults, info.children)}</p>
      <h3>Cancellation policy</h3>
      {cancellation ? (
        <p>
          Cancelled on {formatInstant(cancellation.cancelledAt, config.locale)}, cancellation number {cancellation.cancellationNumber}. Cancellation charge:{' '}
          {money(cancellation.charge)}.
        </p>
      ) : (
        <p>{cancellationPolicyText(room.cancellationPolicy, { locale: config.locale })}</p>
      )}
      <div className={actionsClass}>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
