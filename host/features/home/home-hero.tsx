import { css } from '@linaria/core';
import { useId } from 'react';
import type { FurnitureImage } from '../../../shared/domain/site-furniture';
import { breakpoints, colors, radii } from '../../../shared/ui/theme';
import { HomeSearchForm } from './home-search-form';
import { ResponsivePicture } from '../../components/responsive-picture';

const heroClass = css`
  display: grid;
  gap: 1.25rem;
  margin: 0 0 2rem;
  & h1 {
    margin: 0 0 0.5rem;
    font-size: 1.875rem;
    line-height: 1.15;
  }
  & [data-part='line'] {
    margin: 0;
    color: ${colors.inkMuted};
    font-size: 1.0625rem;
  }
  & picture,
  & img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${radii.card};
  }
  @media (min-width: ${breakpoints.desktop}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    grid-template-areas: 'words picture' 'search picture';
    grid-template-rows: auto 1fr;
    column-gap: 2rem;
    align-items: start;
    & h1 {
      font-size: 2.5rem;
    }
    & > [data-part='words'] {
      grid-area: words;
    }
    & > [data-part='picture'] {
      grid-area: picture;
    }
    & > [data-part='search'] {
      grid-area: search;
    }
  }
`;

export type HomeHeroProps = { heading: string; line: string | null; image: FurnitureImage | null };

/**
 * The home page's top: the heading and line, the content service's picture and the search. The picture
 * is shown whole, at its own proportions and with nothing laid over it, so the caption drawn in it
 * stays inside it and readable; the search sits beside it on wide screens and under it on phones.
 */
export function HomeHero({ heading, line, image }: HomeHeroProps) {
  const headingId = useId();
  return (
    <section className={heroClass} aria-labelledby={headingId}>
      <div data-part="words">
        <h1 id={headingId}>{heading}</h1>
        {line ? <p data-part="line">{line}</p> : null}
      </div>
      {image ? (
        <div data-part="picture">
          <ResponsivePicture path={image.path} alt={image.alt} aspect={[3, 2]} width={1200} sizes={`(min-width: ${breakpoints.desktop}px) 55vw, 100vw`} isLazy={false} isPriority />
        </div>
      ) : null}
      <div data-part="search">
        <HomeSearchForm />
      </div>
    </section>
  );
}
