import { Fragment, useId } from 'react';
import { formatMoney } from '../../../../shared/format/format-money';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { cardClass } from '../reservation-styles';
import { factsClass } from '../../../../shared/ui/facts-list';
import { isCancelledRoom } from '../reservation-rooms';
import type { ReservationOrder } from '../use-reservation-order';

/**
 * The stay's charges (spec 02 section 2, summary of charges): each booked room's total with taxes and
 * fees, the charge for each cancelled room, and the order's total, which counts the booked rooms only.
 */
export function ChargesSummary({ order }: { order: ReservationOrder }) {
  const { t } = useMessages();
  const locale = useLocale();
  const headingId = useId();
  const money = (amount: ReservationOrder['totalPricing']) => formatMoney(amount, locale);
  const hasCancelledRooms = order.items.some(isCancelledRoom);
  return (
    <section className={cardClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reservations.upcoming.charges.heading')}</h2>
      <dl className={factsClass}>
        {order.items.map((room) => (
          <Fragment key={room.basicInformation.confirmationNumber}>
            <dt>
              {room.cancellation
                ? t('reservations.upcoming.charges.roomCancellation', { ordinal: room.product.ordinal })
                : t('reservations.upcoming.charges.roomName', { ordinal: room.product.ordinal, roomName: room.product.name })}
            </dt>
            <dd>{money(room.cancellation ? room.cancellation.charge : room.charges.total)}</dd>
          </Fragment>
        ))}
        <dt>{hasCancelledRooms ? t('reservations.upcoming.charges.totalStillBooked') : t('reservations.upcoming.charges.totalStay')}</dt>
        <dd>
          <strong>{money(order.totalPricing)}</strong>
        </dd>
      </dl>
    </section>
  );
}
