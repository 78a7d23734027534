import { css } from '@linaria/core';
import { withImageCacheDomain } from '../../shared/domain/image-variants';
import { RASTER_FORMATS } from '../../shared/domain/image-variants';
import type { RoomTypeFieldsFragment } from '../../shared/graphql/generated/graphql';
import { breakpoints, radii } from '../../shared/ui/theme';
import { config } from '../services/config';
import { srcSetOf } from './responsive-picture';

/** Spec 3, room image dimensions per media value (width x height). */
export const ROOM_IMAGE_SIZES = {
  mobile: { width: 358, height: 160 },
  tablet: { width: 451, height: 366 },
  desktop: { width: 562, height: 366 },
} as const;

const pictureClass = css`
  display: block;
  & > img {
    display: block;
    width: 100%;
    height: auto;
    object-fit: cover;
    border-radius: ${radii.card};
  }
`;

type RoomImage = RoomTypeFieldsFragment['images'][number];
type Breakpoint = keyof typeof ROOM_IMAGE_SIZES;

// Widest first: the browser takes the first source whose media and type it accepts.
const BREAKPOINT_MEDIA: readonly (readonly [Breakpoint, string | undefined])[] = [
  ['desktop', `(min-width: ${breakpoints.desktop}px)`],
  ['tablet', `(min-width: ${breakpoints.tablet}px)`],
  ['mobile', undefined],
];

/**
 * A room photo in the shape of each breakpoint (spec 3), as AVIF or WebP at the width the screen needs:
 * the browser loads only the one it shows. The phone's SVG is the fallback for a browser taking neither.
 */
export function RoomPicture({ image, isLazy = true }: { image: RoomImage; isLazy?: boolean }) {
  return (
    <picture className={pictureClass}>
      {BREAKPOINT_MEDIA.flatMap(([breakpoint, media]) => {
        const { width, height } = ROOM_IMAGE_SIZES[breakpoint];
        return RASTER_FORMATS.map((format) => (
          <source
            key={`${breakpoint}-${format}`}
            media={media}
            type={`image/${format}`}
            srcSet={srcSetOf(image[breakpoint], format, [width, height])}
            sizes={breakpoint === 'mobile' ? '100vw' : `${width}px`}
            width={width}
            height={height}
          />
        ));
      })}
      <img src={withImageCacheDomain(image.mobile, config.imageCacheDomain)} alt={image.alt} {...ROOM_IMAGE_SIZES.mobile} loading={isLazy ? 'lazy' : undefined} />
    </picture>
  );
}
