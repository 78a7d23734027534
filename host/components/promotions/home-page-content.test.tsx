// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { HeroBanner } from './hero-banner';
import { HorizontalFeatureCard } from './horizontal-feature-card';

vi.mock('../../services/config', () => ({ config: { imageCacheDomain: 'https://images.example' } }));

const image = { path: '/images/hotels/nycts-3.svg', alt: 'Times Square at night' };

describe('the hero banner and the horizontal feature card', () => {
  it('the hero holds the page’s heading, its picture from the image cache domain at its size, and its call to action', () => {
    render(
      <MemoryRouter>
        <HeroBanner heading="Stay well with Portico" subheading="Five cities." image={image} cta={{ label: 'Check availability', href: '/reservation/availability.mi' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Stay well with Portico' })).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('img', { name: 'Times Square at night' })).toHaveAttribute('src', 'https://images.example/images/hotels/nycts-3.svg?width=1100&height=360');
    expect(screen.getByRole('link', { name: 'Check availability' })).toHaveAttribute('href', '/reservation/availability.mi');
  });

  it('a feature card is an article named by its heading, at the level the page asks, its picture loading lazily', () => {
    render(
      <MemoryRouter>
        <HorizontalFeatureCard heading="Check in online" body="Skip the desk." image={image} cta={{ label: 'Find a reservation', href: 'https://corporate.example/help' }} headingLevel="h2" />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'Check in online' });
    expect(card).toContainElement(screen.getByRole('heading', { level: 2 }));
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Find a reservation' })).toHaveAttribute('rel', 'noopener');
  });
});
