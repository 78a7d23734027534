import { css } from '@linaria/core';
import { useId } from 'react';
import { formatMoney } from '../../../../shared/format/format-money';
import { Button } from '../../../../shared/ui/button';
import { colors, radii } from '../../../../shared/ui/theme';
import { config } from '../../../services/config';
import { RoomPicture } from '../../../components/room-picture';
import { roomFactsClass, roomOfferClass } from '../../../components/room-offer-styles';
import { cashDifferenceText, pointsDifferenceText } from './change-texts';
import { formatPoints } from '../../../../shared/format/format-points';
import type { ModifyRateOffer, ModifyRoomOffer } from './use-modify-room-products';

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
  const headingId = useId();
  const image = room.roomType.images[0];
  return (
    <section className={roomOfferClass} aria-labelledby={headingId}>
      <div>
        {image ? <RoomPicture image={image} /> : null}
        <h3 id={headingId}>{room.roomType.name}</h3>
        <p className={roomFactsClass}>
          {room.roomType.bedding} · {room.roomType.sizeSquareMeters} m²
        </p>
      </div>
      <ul aria-label={`Rates for ${room.roomType.name}`}>
        {room.rates.map((rate) => {
          const isUnchanged = current.isSameStay && current.roomTypeCode === room.roomType.code && current.ratePlan === rate.ratePlan.name;
          return (
            <li key={rate.ratePlan.code} className={rateClass}>
              <div>
                <h4>{rate.ratePlan.name}</h4>
                {rate.updatedTotal ? <p>Room total {formatMoney(rate.updatedTotal, config.locale)}</p> : null}
                <p className={differenceClass}>
                  {[rate.cashDifference ? cashDifferenceText(rate.cashDifference, config.locale) : null, pointsDifferenceText(rate.pointsDifference, config.locale)]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <p>{nightlyPriceText(rate)}</p>
              {isUnchanged ? (
                <p>Your current room and rate</p>
              ) : (
                <Button variant="secondary" aria-haspopup="dialog" aria-label={`Select ${rate.ratePlan.name}, ${room.roomType.name}`} onClick={() => onSelect(room, rate)}>
                  Select
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
function nightlyPriceText({ price }: ModifyRateOffer): string {
  const parts = [price.points ? formatPoints(price.points.perNight, config.locale) : null, price.cash ? formatMoney(price.cash.averageNightly, config.locale) : null];
  return `${parts.filter(Boolean).join(' + ')} a night`;
}
