import { citySkyline } from './city-skyline';
import type { SceneContext } from './scene-context';
import { circle, rect, verticalGradient } from './shapes';

/** The gradient definitions every scene may use: the sky, and a glow for lamps and windows at night. */
export function sharedDefinitions({ sky }: SceneContext): string {
  return [
    '<defs>',
    verticalGradient('sky', sky.stops),
    verticalGradient('water', [[0, '#5f93b0'], [1, '#2d5a78']]),
    verticalGradient('pool', [[0, '#7fd3e0'], [1, '#2f9bb5']]),
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff1c9" stop-opacity="0.9" /><stop offset="1" stop-color="#fff1c9" stop-opacity="0" /></radialGradient>',
    '</defs>',
  ].join('');
}

/**
 * The sky down to `horizon` with a low sun and the city's silhouette in two layers of distance; the upper
 * part stays calm, so a headline can sit on it when the picture is a page's hero.
 */
export function skyAndCity(context: SceneContext, horizon: number, { x = 0, width = 1200, scale = 1, landmarkAt = 0.64 } = {}): string {
  const { sky, city, seed } = context;
  return [
    rect(x, 0, width, 800, 'url(#sky)'),
    circle(x + width * 0.22, horizon * 0.42, 56 * scale, sky.sun, 'opacity="0.85"'),
    `<g transform="translate(${x} 0)" opacity="0.45">${citySkyline({ city, seed: `${seed}far`, baseline: horizon, scale: 0.7 * scale, fill: sky.haze, width, landmarkAt: 0.3 })}</g>`,
    `<g transform="translate(${x} 0)">${citySkyline({ city, seed, baseline: horizon, scale, fill: sky.isNight ? '#2a2f4a' : '#6a7a8e', width, landmarkAt })}</g>`,
  ].join('');
}
