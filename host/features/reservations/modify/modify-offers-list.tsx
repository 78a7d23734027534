import { css } from '@linaria/core';
import { useId } from 'react';
import { formatMoney } from '../../../../shared/format/format-money';
import { Button } from '../../../../shared/ui/button';
import { colors, radii } from '../../../../shared/ui/theme';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import type { Messages } from '../../../../shared/i18n/messages';
import { RoomPicture } from '../../../components/room-picture';
import { roomFactsClass, roomOfferClass } from '../../../components/room-offer-styles';
import { cashDifferenceText, pointsDifferenceText } from './change-texts';
import { pointsText } from '../reservation-texts';
import type { ModifyRateOffer, ModifyRoomOffer } from './use-modify-room-products';
import { RoomBeddingAndSize } from '../../../components/room-size';

const rateClass = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.5rem 1rem;
  align-items: center;
  padding: 1rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  & h4 {
    margin: 0;
    font-size: 1.0625rem;
  }
  & p {
    margin: 0;
  }
`;

const differenceClass = css`
  color: ${colors.inkMuted};
`;

export type ModifyOffersListProps = {
  rooms: readonly ModifyRoomOffer[];
  /** The room and rate the room is booked at now: marked as such rather than offered. */
  current: { roomTypeCode: string; ratePlan: string; isSameStay: boolean };
  onSelect(room: ModifyRoomOffer, rate: ModifyRateOffer): void;
};

/** The rooms and rates the booked room could change to, each with what it would cost in all and against now. */
export function ModifyOffersList({ rooms, current, onSelect }: ModifyOffersListProps) {
  return (
    <>
      {rooms.map((room) => (
        <ModifyRoom key={room.roomType.code} room={room} current={current} onSelect={onSelect} />
      ))}
    </>
  );
}

function ModifyRoom({ room, current, onSelect }: { room: ModifyRoomOffer } & Omit<ModifyOffersListProps, 'rooms'>) {
  const { t } = useMessages();
  const locale = useLocale();
  const headingId = useId();
  const image = room.roomType.images[0];
  return (
    <section className={roomOfferClass} aria-labelledby={headingId}>
      <div>
        {image ? <RoomPicture image={image} /> : null}
        <h3 id={headingId}>{room.roomType.name}</h3>
        <p className={roomFactsClass}>
          <RoomBeddingAndSize bedding={room.roomType.bedding} squareMeters={room.roomType.sizeSquareMeters} />
        </p>
      </div>
      <ul aria-label={t('reservations.modify.offers.ratesFor', { roomName: room.roomType.name })}>
        {room.rates.map((rate) => {
          const isUnchanged = current.isSameStay && current.roomTypeCode === room.roomType.code && current.ratePlan === rate.ratePlan.name;
          return (
            <li key={rate.ratePlan.code} className={rateClass}>
              <div>
                <h4>{rate.ratePlan.name}</h4>
                {rate.updatedTotal ? <p>{t('reservations.modify.offers.roomTotal', { amount: formatMoney(rate.updatedTotal, locale) })}</p> : null}
                <p className={differenceClass}>
                  {[rate.cashDifference ? cashDifferenceText(rate.cashDifference, locale, t) : null, pointsDifferenceText(rate.pointsDifference, t)]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <p>{nightlyPriceText(rate, locale, t)}</p>
              {isUnchanged ? (
                <p>{t('reservations.modify.offers.current')}</p>
              ) : (
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  aria-label={t('reservations.modify.offers.selectLabel', { rateName: rate.ratePlan.name, roomName: room.roomType.name })}
                  onClick={() => onSelect(room, rate)}
                >
                  {t('reservations.modify.offers.select')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A rate's price a night, as the rate list prints it first: points, then the average cash before taxes. */
function nightlyPriceText({ price }: ModifyRateOffer, locale: string, t: Messages['t']): string {
  const parts = [price.points ? pointsText(price.points.perNight, t) : null, price.cash ? formatMoney(price.cash.averageNightly, locale) : null];
  return t('reservations.modify.offers.nightly', { price: parts.filter(Boolean).join(' + ') });
}
