import { css } from '@linaria/core';
import { roomFeatureText } from '../../../../shared/format/room-feature-text';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Modal } from '../../../../shared/ui/modal/modal';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { RoomPicture } from '../../../components/room-picture';
import { useRoomDetails } from './use-booking-details';
import { RoomSize } from '../../../components/room-size';

export const dialogBodyClass = css`
  padding: 0 1.5rem 1.5rem;
  & h3 {
    margin: 1.25rem 0 0.5rem;
    font-size: 1.0625rem;
  }
  & ul.photos {
    display: grid;
    gap: 0.75rem;
    padding: 0;
    list-style: none;
  }
`;

export type RoomDetailsDialogProps = { propertyId: string; roomTypeCode: string; onClose(): void };

/** The room-detail modal (spec 2, rate list): the room type's photos, description, beds, size and features. */
export function RoomDetailsDialog({ propertyId, roomTypeCode, onClose }: RoomDetailsDialogProps) {
  const { data: room, error, mutate } = useRoomDetails(propertyId, roomTypeCode);
  const messages = useMessages();
  const { t } = messages;
  return (
    <Modal title={room?.name ?? t('rateList.roomDetails.title')} isOpen onClose={onClose} size="wide">
      <div className={dialogBodyClass}>
        {room === undefined && !error ? <Skeleton label={t('rateList.roomDetails.loading')} lines={6} /> : null}
        {error ? (
          <>
            <ErrorAlert>{t('rateList.roomDetails.loadFailed')}</ErrorAlert>
            <Button onClick={() => void mutate()}>{t('rateList.tryAgain')}</Button>
          </>
        ) : null}
        {room === null ? <p>{t('rateList.roomDetails.gone')}</p> : null}
        {room ? (
          <>
            <p>{room.description}</p>
            <ul>
              <li>
                <bdi>{room.bedding}</bdi>
              </li>
              <li>
                <RoomSize squareMeters={room.sizeSquareMeters} />
              </li>
              <li>{t('rateList.roomDetails.sleeps', { count: room.maxOccupancy })}</li>
            </ul>
            {room.features.length > 0 ? (
              <>
                <h3>{t('rateList.roomDetails.features')}</h3>
                <ul>
                  {room.features.map((feature) => (
                    <li key={feature.code}>{roomFeatureText(feature, messages)}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {room.images.length > 0 ? (
              <>
                <h3>{t('rateList.roomDetails.photos')}</h3>
                <ul className="photos">
                  {room.images.map((image) => (
                    <li key={image.mobile}>
                      <RoomPicture image={image} isLazy={false} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </Modal>
  );
}
