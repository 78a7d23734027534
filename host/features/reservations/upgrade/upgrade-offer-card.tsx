import { useId } from 'react';
import { formatMoney } from '../../../../shared/format/format-money';
import { formatPoints } from '../../../../shared/format/format-points';
import { Button } from '../../../../shared/ui/button';
import { config } from '../../../services/config';
import { RoomPicture } from '../../../components/room-picture';
import { roomFactsClass, roomOfferClass } from '../../../components/room-offer-styles';
import { upgradeButtonsClass } from './upgrade-styles';
import type { RoomUpgradeOffer, UpgradePrice } from './use-room-upgrade-offers';

/** The label of a way of paying an upgrade: its cash against now, or its points. */
export function upgradePriceLabel(price: UpgradePrice): string {
  if (price.payment === 'POINTS_PLUS_CASH') return `Upgrade for ${formatPoints(price.points, config.locale)}`;
  return `Upgrade for ${formatMoney(price.cashDifference, config.locale)} more`;
}

export type UpgradeOfferCardProps = { offer: RoomUpgradeOffer; onChoose(offer: RoomUpgradeOffer, price: UpgradePrice): void };

/** One better room for the stay: its picture and facts, and a button for each way it may be paid. */
export function UpgradeOfferCard({ offer, onChoose }: UpgradeOfferCardProps) {
  const headingId = useId();
  const image = offer.roomType.images[0];
  const prices = [offer.cash, offer.pointsPlusCash].filter((price): price is UpgradePrice => price !== null && price !== undefined);
  return (
    <section className={roomOfferClass} aria-labelledby={headingId}>
      <div>{image ? <RoomPicture image={image} /> : null}</div>
      <div>
        <h3 id={headingId}>{offer.roomType.name}</h3>
        <p className={roomFactsClass}>
          {offer.roomType.bedding} · {offer.roomType.sizeSquareMeters} m² · {offer.roomsLeft === 1 ? 'Only 1 room left' : `${offer.roomsLeft} rooms left`}
        </p>
        <p>{offer.roomType.description}</p>
        <div className={upgradeButtonsClass}>
        {prices.map((price) => (
          <Button
            key={price.payment}
            variant={price.payment === 'CASH' ? 'primary' : 'secondary'}
            aria-haspopup="dialog"
            aria-label={`${upgradePriceLabel(price)}: ${offer.roomType.name}`}
            onClick={() => onChoose(offer, price)}
          >
            {upgradePriceLabel(price)}
          </Button>
        ))}
        </div>
      </div>
    </section>
  );
}
