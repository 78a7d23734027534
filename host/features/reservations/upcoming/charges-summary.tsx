import { Fragment, useId } from 'react';
import { formatMoney } from '../../../../shared/format/format-money';
import { config } from '../../../services/config';
import { cardClass } from '../reservation-styles';
import { factsClass } from '../../../../shared/ui/facts-list';
import { roomHeading } from '../../../../shared/format/reservation-texts';
import { isCancelledRoom } from '../reservation-rooms';
import type { ReservationOrder } from '../use-reservation-order';

/**
 * The stay's charges (spec 02 section 2, summary of charges): each booked room's total with taxes and
 * fees, the charge for each cancelled room, and the order's total, which counts the booked rooms only.
 */
export function ChargesSummary({ order }: { order: ReservationOrder }) {
  const headingId = useId();
  const money = (amount: ReservationOrder['totalPricing']) => formatMoney(amount, config.locale);
  const hasCancelledRooms = order.items.some(isCancelledRoom);
  return (
    <section className={cardClass} aria-labelledby={headingId}>
      <h2 id={headingId}>Summary of charges</h2>
      <dl className={factsClass}>
        {order.items.map((room) => (
          <Fragment key={room.basicInformation.confirmationNumber}>
            <dt>
              {roomHeading(room.product.ordinal)}
              {room.cancellation ? ', cancellation charge' : `, ${room.product.name}`}
            </dt>
            <dd>{money(room.cancellation ? room.cancellation.charge : room.charges.total)}</dd>
          </Fragment>
        ))}
        <dt>{hasCancelledRooms ? 'Total for the rooms still booked' : 'Total for your stay'}, taxes and fees included</dt>
        <dd>
          <strong>{money(order.totalPricing)}</strong>
        </dd>
      </dl>
    </section>
  );
}
