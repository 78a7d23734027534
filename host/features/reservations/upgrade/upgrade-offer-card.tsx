import { useId } from 'react';
import { formatMoney } from '../../../../shared/format/format-money';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import type { Messages } from '../../../../shared/i18n/messages';
import { Button } from '../../../../shared/ui/button';
import { RoomPicture } from '../../../components/room-picture';
import { roomFactsClass, roomOfferClass } from '../../../components/room-offer-styles';
import { pointsText } from '../reservation-texts';
import { upgradeButtonsClass } from './upgrade-styles';
import type { RoomUpgradeOffer, UpgradePrice } from './use-room-upgrade-offers';
import { RoomBeddingAndSize } from '../../../components/room-size';

/** The label of a way of paying an upgrade: its cash against now, or its points; with `roomName`, the room it is for. */
export function upgradePriceLabel(price: UpgradePrice, locale: string, t: Messages['t'], roomName?: string): string {
  if (price.payment === 'POINTS_PLUS_CASH') {
    const points = pointsText(price.points, t);
    return roomName === undefined ? t('reservations.upgrade.forPoints', { points }) : t('reservations.upgrade.forPointsRoom', { points, roomName });
  }
  const amount = formatMoney(price.cashDifference, locale);
  return roomName === undefined ? t('reservations.upgrade.forCash', { amount }) : t('reservations.upgrade.forCashRoom', { amount, roomName });
}

export type UpgradeOfferCardProps = { offer: RoomUpgradeOffer; onChoose(offer: RoomUpgradeOffer, price: UpgradePrice): void };

/** One better room for the stay: its picture and facts, and a button for each way it may be paid. */
export function UpgradeOfferCard({ offer, onChoose }: UpgradeOfferCardProps) {
  const { t } = useMessages();
  const locale = useLocale();
  const headingId = useId();
  const image = offer.roomType.images[0];
  const prices = [offer.cash, offer.pointsPlusCash].filter((price): price is UpgradePrice => price !== null && price !== undefined);
  return (
    <section className={roomOfferClass} aria-labelledby={headingId}>
      <div>{image ? <RoomPicture image={image} /> : null}</div>
      <div>
        <h3 id={headingId}>{offer.roomType.name}</h3>
        <p className={roomFactsClass}>
          <RoomBeddingAndSize bedding={offer.roomType.bedding} squareMeters={offer.roomType.sizeSquareMeters} /> ·{' '}
          {t('reservations.upgrade.roomsLeft', { count: offer.roomsLeft })}
        </p>
        <p>{offer.roomType.description}</p>
        <div className={upgradeButtonsClass}>
        {prices.map((price) => (
          <Button
            key={price.payment}
            variant={price.payment === 'CASH' ? 'primary' : 'secondary'}
            aria-haspopup="dialog"
            aria-label={upgradePriceLabel(price, locale, t, offer.roomType.name)}
            onClick={() => onChoose(offer, price)}
          >
            {upgradePriceLabel(price, locale, t)}
          </Button>
        ))}
        </div>
      </div>
    </section>
  );
}
