import { css } from '@linaria/core';
import { withImageCacheDomain } from '../../shared/domain/hotel-header';
import type { RoomTypeFieldsFragment } from '../../shared/graphql/generated/graphql';
import { breakpoints, radii } from '../../shared/ui/theme';
import { config } from '../services/config';

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

/** A room photo in the size of each breakpoint (spec 3): the browser loads only the one it shows. */
export function RoomPicture({ image, isLazy = true }: { image: RoomImage; isLazy?: boolean }) {
  const src = (path: string) => withImageCacheDomain(path, config.imageCacheDomain);
  return (
    <picture className={pictureClass}>
      <source media={`(min-width: ${breakpoints.desktop}px)`} srcSet={src(image.desktop)} {...ROOM_IMAGE_SIZES.desktop} />
      <source media={`(min-width: ${breakpoints.tablet}px)`} srcSet={src(image.tablet)} {...ROOM_IMAGE_SIZES.tablet} />
      <img src={src(image.mobile)} alt={image.alt} {...ROOM_IMAGE_SIZES.mobile} loading={isLazy ? 'lazy' : undefined} />
    </picture>
  );
}
