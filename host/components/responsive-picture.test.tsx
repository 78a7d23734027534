// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_DRAWING_VERSION } from '../../shared/domain/image-variants';
import { ResponsivePicture } from './responsive-picture';
import { RoomPicture } from './room-picture';

vi.mock('../services/config', () => ({ config: { imageCacheDomain: 'https://images.example' } }));

const v = IMAGE_DRAWING_VERSION;

describe('ResponsivePicture', () => {
  it('offers AVIF then WebP at each width in the frame’s shape, with the SVG at a reserved size as the fallback', () => {
    const { container } = render(<ResponsivePicture path="/images/hotels/nycts-1.svg" alt="Lobby atrium" aspect={[3, 2]} width={320} widths={[480, 800]} sizes="50vw" />);
    const sources = [...container.querySelectorAll('source')].map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')]);
    expect(sources).toEqual([
      ['image/avif', `https://images.example/images/hotels/nycts-1.avif?width=480&height=320&v=${v} 480w, https://images.example/images/hotels/nycts-1.avif?width=800&height=533&v=${v} 800w`, '50vw'],
      ['image/webp', `https://images.example/images/hotels/nycts-1.webp?width=480&height=320&v=${v} 480w, https://images.example/images/hotels/nycts-1.webp?width=800&height=533&v=${v} 800w`, '50vw'],
    ]);
    const image = screen.getByRole('img', { name: 'Lobby atrium' });
    expect(image).toHaveAttribute('src', 'https://images.example/images/hotels/nycts-1.svg?width=320&height=213');
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual(['320', '213', 'lazy']);
  });

  it('shows a picture from elsewhere as it is, with no versions it does not have', () => {
    const { container } = render(<ResponsivePicture path="https://cdn.example.com/a.jpg" alt="" aspect={[3, 2]} width={300} sizes="100vw" isLazy={false} isPriority />);
    expect(container.querySelectorAll('source')).toHaveLength(0);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/a.jpg');
    expect(image).not.toHaveAttribute('loading');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('RoomPicture', () => {
  it('offers each breakpoint’s shape in AVIF and WebP, widest breakpoint first, with the phone’s SVG as the fallback', () => {
    const base = '/images/rooms/nycts-gkng-1.svg';
    const image = { alt: 'King bed by the window', mobile: `${base}?width=358&height=160`, tablet: `${base}?width=451&height=366`, desktop: `${base}?width=562&height=366` };
    const { container } = render(<RoomPicture image={image} />);
    const sources = [...container.querySelectorAll('source')].map((source) => `${source.getAttribute('media') ?? 'any'} ${source.getAttribute('type') ?? 'svg'} ${source.getAttribute('srcset')?.split(' ')[0]}`);
    expect(sources).toEqual([
      `(min-width: 992px) image/avif https://images.example/images/rooms/nycts-gkng-1.avif?width=480&height=313&v=${v}`,
      `(min-width: 992px) image/webp https://images.example/images/rooms/nycts-gkng-1.webp?width=480&height=313&v=${v}`,
      `(min-width: 768px) image/avif https://images.example/images/rooms/nycts-gkng-1.avif?width=480&height=390&v=${v}`,
      `(min-width: 768px) image/webp https://images.example/images/rooms/nycts-gkng-1.webp?width=480&height=390&v=${v}`,
      `any image/avif https://images.example/images/rooms/nycts-gkng-1.avif?width=480&height=215&v=${v}`,
      `any image/webp https://images.example/images/rooms/nycts-gkng-1.webp?width=480&height=215&v=${v}`,
    ]);
    expect(screen.getByRole('img', { name: 'King bed by the window' })).toHaveAttribute('src', `https://images.example${base}?width=358&height=160`);
  });
});
