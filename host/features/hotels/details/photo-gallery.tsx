import { css } from '@linaria/core';
import { useState } from 'react';
import { withImageCacheDomain } from '../../../../shared/domain/hotel-header';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { radii } from '../../../../shared/ui/theme';
import { config } from '../../../services/config';
import { PhotoViewer } from './photo-viewer';

export type Photo = { url: string; alternateDescription: string };

const gridClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & button {
    display: block;
    width: 100%;
    padding: 0;
    border: none;
    border-radius: ${radii.control};
    overflow: hidden;
    background: none;
    cursor: zoom-in;
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
`;

/** The photos as a grid of thumbnails; each opens the photo viewer at that photo. */
export function PhotoGallery({ hotelName, photos }: { hotelName: string; photos: readonly Photo[] }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const { t } = useMessages();
  if (photos.length === 0) return <p>{t('hotels.photos.none')}</p>;
  return (
    <>
      <ul className={gridClass}>
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <button type="button" aria-haspopup="dialog" onClick={() => setOpenAt(index)}>
              <img
                src={withImageCacheDomain(`${photo.url}?width=320&height=213`, config.imageCacheDomain)}
                alt={t('hotels.photos.thumbnailAlt', { description: photo.alternateDescription, number: index + 1, total: photos.length })}
                width={320}
                height={213}
                loading="lazy"
              />
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer hotelName={hotelName} photos={photos} index={openAt} onIndexChange={setOpenAt} onClose={() => setOpenAt(null)} />
    </>
  );
}
