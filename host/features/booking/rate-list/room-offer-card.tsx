import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { RATE_CARD_PRELOAD_COUNT } from '../../../../shared/booking/rate-modes';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { textActionClass } from '../../../../shared/ui/text-action';
import { colors } from '../../../../shared/ui/theme';
import { RateCard, type RateCardActions } from './rate-card';
import { RoomPicture } from '../../../components/room-picture';
import { roomFactsClass, roomOfferClass } from '../../../components/room-offer-styles';
import type { RateOffer, RoomOffer } from './use-search-products';
import { RoomBeddingAndSize } from '../../../components/room-size';

const scarceClass = css`
  margin: 0 0 0.5rem;
  color: ${colors.error};
  font-weight: 600;
`;

/** Fewer rooms than this left reads as a warning. */
const FEW_ROOMS_LEFT = 3;

export type RoomOfferCardProps = {
  room: RoomOffer;
  /** The room's rates in the tab shown. */
  rates: RateOffer[];
  actions: RateCardActions;
  onShowRoomDetails(roomTypeCode: string): void;
  /** The rate being selected, and the failure of the last selection, when they are of this room. */
  busyRatePlanCode: string | null;
  failure: { ratePlanCode: string; message: string } | null;
};

/**
 * A room type on the rate list: its photo, name, bedding, size, whom it sleeps and rooms left, and its
 * rate cards in the list's order (the flexible rate first), the first RATE_CARD_PRELOAD_COUNT shown and
 * the rest behind "See More" (spec 9).
 */
export function RoomOfferCard({ room, rates, actions, onShowRoomDetails, busyRatePlanCode, failure }: RoomOfferCardProps) {
  const { roomType, roomsLeft } = room;
  const { t } = useMessages();
  const headingId = useId();
  const listId = useId();
  const [isExpanded, setExpanded] = useState(false);
  const shown = isExpanded ? rates : rates.slice(0, RATE_CARD_PRELOAD_COUNT);
  const image = roomType.images[0];
  // A rate refused as gone may have left the list that was read again: its message stays with the room.
  const isFailureOnACard = failure !== null && shown.some((rate) => rate.ratePlan.code === failure.ratePlanCode);
  return (
    <section className={roomOfferClass} aria-labelledby={headingId}>
      <div>
        {image ? <RoomPicture image={image} /> : null}
        <h3 id={headingId}>{roomType.name}</h3>
        <p className={roomFactsClass}>
          <RoomBeddingAndSize bedding={roomType.bedding} squareMeters={roomType.sizeSquareMeters} /> · {t('rateList.roomDetails.sleeps', { count: roomType.maxOccupancy })}
        </p>
        <p className={roomsLeft < FEW_ROOMS_LEFT ? scarceClass : roomFactsClass}>{t('rateList.room.roomsLeft', { count: roomsLeft })}</p>
        <button type="button" className={textActionClass} aria-haspopup="dialog" onClick={() => onShowRoomDetails(roomType.code)}>
          {t('rateList.roomDetails.title')}
          <span className="visually-hidden">{t('rateList.room.detailsFor', { room: roomType.name })}</span>
        </button>
      </div>
      <div>
        {failure && !isFailureOnACard ? <ErrorAlert>{failure.message}</ErrorAlert> : null}
        <ul id={listId} aria-label={t('rateList.room.ratesFor', { room: roomType.name })}>
          {shown.map((rate) => (
            <li key={rate.ratePlan.code}>
              <RateCard
                rate={rate}
                roomName={roomType.name}
                isBusy={busyRatePlanCode === rate.ratePlan.code}
                failure={failure?.ratePlanCode === rate.ratePlan.code ? failure.message : null}
                actions={actions}
              />
            </li>
          ))}
        </ul>
        {rates.length > RATE_CARD_PRELOAD_COUNT ? (
          <button type="button" className={textActionClass} aria-expanded={isExpanded} aria-controls={listId} onClick={() => setExpanded(!isExpanded)}>
            {isExpanded ? t('rateList.room.seeLess') : t('rateList.room.seeMore')}{' '}
            <span className="visually-hidden">{t('rateList.room.seeMoreFor', { room: roomType.name })}</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}
