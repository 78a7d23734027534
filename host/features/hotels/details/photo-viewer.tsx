import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Button } from '../../../../shared/ui/button';
import { Modal } from '../../../../shared/ui/modal/modal';
import { ResponsivePicture } from '../../../components/responsive-picture';
import type { Photo } from './photo-gallery';

const viewerClass = css`
  padding: 0 1.5rem 1.5rem;
  & picture {
    display: block;
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
  }
  & figcaption {
    margin: 0.5rem 0;
  }
  & > div {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 1rem;
  }
`;

export type PhotoViewerProps = {
  hotelName: string;
  photos: readonly Photo[];
  /** The photo shown; null when the viewer is closed. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
};

/** One photo at a time, large, with previous and next (buttons or the arrow keys); wraps round at the ends. */
export function PhotoViewer({ hotelName, photos, index, onIndexChange, onClose }: PhotoViewerProps) {
  const photo = index === null ? undefined : photos[index];
  const step = (by: number) => {
    if (index !== null) onIndexChange((index + by + photos.length) % photos.length);
  };
  const stepRef = useRef(step);
  stepRef.current = step;
  const isOpen = photo !== undefined;
  const { t } = useMessages();
  // Arrow keys work wherever focus is inside the open viewer (it is modal, so that is the whole page).
  useEffect(() => {
    if (!isOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') stepRef.current(1);
      if (event.key === 'ArrowLeft') stepRef.current(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen]);
  return (
    <Modal title={t('hotels.photoViewer.title', { hotelName })} isOpen={isOpen} onClose={onClose} size="wide">
      {photo && index !== null ? (
        <figure className={viewerClass}>
          <ResponsivePicture key={photo.url} path={photo.url} alt={photo.alternateDescription} aspect={[3, 2]} width={960} sizes="(min-width: 1024px) 960px, 100vw" isLazy={false} />
          <figcaption>{photo.alternateDescription}</figcaption>
          <div>
            <Button variant="secondary" onClick={() => step(-1)} disabled={photos.length < 2}>
              {t('hotels.photoViewer.previous')}
            </Button>
            <span aria-live="polite">
              {t('hotels.photoViewer.position', { number: index + 1, total: photos.length })}
            </span>
            <Button variant="secondary" onClick={() => step(1)} disabled={photos.length < 2}>
              {t('hotels.photoViewer.next')}
            </Button>
          </div>
        </figure>
      ) : null}
    </Modal>
  );
}
