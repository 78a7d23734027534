import { css } from '@linaria/core';
import { useId } from 'react';
import { withImageCacheDomain } from '../../../shared/domain/hotel-header';
import type { FurnitureImage, FurnitureLink } from '../../../shared/domain/site-furniture';
import { breakpoints, colors, radii } from '../../../shared/ui/theme';
import { config } from '../../services/config';
import { CallToAction } from './call-to-action';

const heroClass = css`
  position: relative;
  display: grid;
  margin: 0 0 2rem;
  border-radius: ${radii.card};
  overflow: hidden;
  background: ${colors.brand};
  color: ${colors.brandText};
  & > img {
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
    & > img,
    & > div {
      grid-area: 1 / 1;
    }
    & > img {
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
      <img src={withImageCacheDomain(`${image.path}?width=1100&height=360`, config.imageCacheDomain)} alt={image.alt} width={1100} height={360} fetchPriority="high" />
      <div>
        <h1 id={headingId}>{heading}</h1>
        <p>{subheading}</p>
        <CallToAction link={cta} variant="secondary" />
      </div>
    </section>
  );
}
