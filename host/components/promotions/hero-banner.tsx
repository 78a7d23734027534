import { css } from '@linaria/core';
import { useId } from 'react';
import type { FurnitureImage, FurnitureLink } from '../../../shared/domain/site-furniture';
import { breakpoints, colors, radii } from '../../../shared/ui/theme';
import { ResponsivePicture } from '../responsive-picture';
import { CallToAction } from './call-to-action';

const heroClass = css`
  position: relative;
  display: grid;
  margin: 0 0 2rem;
  border-radius: ${radii.card};
  overflow: hidden;
  background: ${colors.brand};
  color: ${colors.brandText};
  /* The picture's box gives way to its image, so the image is the grid's item as before. */
  & > picture {
    display: contents;
  }
  & > picture > img {
    width: 100%;
    height: 220px;
    object-fit: cover;
  }
  & > div {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 0.75rem;
    padding: 1.25rem 1.5rem 1.5rem;
  }
  & h1 {
    margin: 0;
    font-size: 1.75rem;
  }
  & p {
    margin: 0;
  }
  @media (min-width: ${breakpoints.tablet}px) {
    & > picture > img,
    & > div {
      grid-area: 1 / 1;
    }
    & > picture > img {
      height: 360px;
    }
    & > div {
      align-self: end;
      max-width: 36rem;
      margin: 1.5rem;
      border-radius: ${radii.card};
      background: rgb(28 28 28 / 85%);
    }
  }
`;

// On a phone the picture is 220 px high and cropped at its sides, so it is drawn wider than the screen.
// The theme's tablet breakpoint is written out: read at run time, the theme would join the first load.
const HERO_SIZES = '(min-width: 768px) 100vw, 672px';

export type HeroBannerProps = { heading: string; subheading: string; image: FurnitureImage; cta: FurnitureLink };

/**
 * Spec 02 section 2's hero banner: a wide picture with the page's heading, a line under it and one call
 * to action, on the picture from tablets up and under it on phones, so the words never sit on a busy
 * part of a small picture. It holds the page's h1 and its largest image, so it is server-rendered whole.
 */
export function HeroBanner({ heading, subheading, image, cta }: HeroBannerProps) {
  const headingId = useId();
  return (
    <section className={heroClass} aria-labelledby={headingId}>
      <ResponsivePicture path={image.path} alt={image.alt} aspect={[55, 18]} width={1100} sizes={HERO_SIZES} isLazy={false} isPriority />
      <div>
        <h1 id={headingId}>{heading}</h1>
        <p>{subheading}</p>
        <CallToAction link={cta} variant="secondary" />
      </div>
    </section>
  );
}
