import { css } from '@linaria/core';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { RoomPicture } from '../../../components/room-picture';
import { useRoomDetails } from './use-booking-details';

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
  return (
    <Dialog title={room?.name ?? 'Room details'} isOpen onClose={onClose} size="wide">
      <div className={dialogBodyClass}>
        {room === undefined && !error ? <Skeleton label="Loading the room’s details" lines={6} /> : null}
        {error ? (
          <>
            <ErrorAlert>We could not load this room’s details just now.</ErrorAlert>
            <Button onClick={() => void mutate()}>Try again</Button>
          </>
        ) : null}
        {room === null ? <p>This hotel no longer offers that room type.</p> : null}
        {room ? (
          <>
            <p>{room.description}</p>
            <ul>
              <li>{room.bedding}</li>
              <li>{room.sizeSquareMeters} m²</li>
              <li>Sleeps up to {room.maxOccupancy}</li>
            </ul>
            {room.features.length > 0 ? (
              <>
                <h3>Room features</h3>
                <ul>
                  {room.features.map((feature) => (
                    <li key={feature.code}>{feature.description}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {room.images.length > 0 ? (
              <>
                <h3>Photos</h3>
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
    </Dialog>
  );
}
