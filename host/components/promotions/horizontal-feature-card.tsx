import { css } from '@linaria/core';
import { useId } from 'react';
import { withImageCacheDomain } from '../../../shared/domain/image-variants';
import type { FurnitureImage, FurnitureLink } from '../../../shared/domain/site-furniture';
import { breakpoints, colors, radii } from '../../../shared/ui/theme';
import { config } from '../../services/config';
import { CallToAction } from './call-to-action';

const cardClass = css`
  display: grid;
  grid-template-columns: 1fr;
  margin: 0 0 1rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  overflow: hidden;
  background: ${colors.surface};
  & > img {
    width: 100%;
    height: 160px;
    object-fit: cover;
  }
  & > div {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 0.5rem;
    padding: 1rem 1.25rem;
  }
  & h2,
  & h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  & p {
    margin: 0;
  }
  @media (min-width: ${breakpoints.tablet}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    & > img {
      height: 100%;
      min-height: 180px;
    }
  }
`;

export type HorizontalFeatureCardProps = { heading: string; body: string; image: FurnitureImage; cta: FurnitureLink; headingLevel?: 'h2' | 'h3' };

/** Spec 02 section 2's horizontal feature card: its picture beside its words from tablets up, above them on phones. */
export function HorizontalFeatureCard({ heading, body, image, cta, headingLevel: Heading = 'h3' }: HorizontalFeatureCardProps) {
  const headingId = useId();
  return (
    <article className={cardClass} aria-labelledby={headingId}>
      <img src={withImageCacheDomain(`${image.path}?width=400&height=240`, config.imageCacheDomain)} alt={image.alt} width={400} height={240} loading="lazy" />
      <div>
        <Heading id={headingId}>{heading}</Heading>
        <p>{body}</p>
        <CallToAction link={cta} />
      </div>
    </article>
  );
}
