import { css } from '@linaria/core';
import { useState } from 'react';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { radii } from '../../../../shared/ui/theme';
import { ResponsivePicture } from '../../../components/responsive-picture';
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
  & picture {
    display: block;
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
`;

// The grid fits columns of at least 160 px: two on a phone, three or four on a tablet, about 240 px on a
// desktop. The theme's desktop and tablet breakpoints are written out: read at run time, the theme
// module would join every page's first load.
const THUMBNAIL_SIZES = '(min-width: 992px) 240px, (min-width: 768px) 33vw, 50vw';

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
              <ResponsivePicture
                path={photo.url}
                alt={t('hotels.photos.thumbnailAlt', { description: photo.alternateDescription, number: index + 1, total: photos.length })}
                aspect={[3, 2]}
                width={320}
                widths={[480, 800]}
                sizes={THUMBNAIL_SIZES}
              />
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer hotelName={hotelName} photos={photos} index={openAt} onIndexChange={setOpenAt} onClose={() => setOpenAt(null)} />
    </>
  );
}
