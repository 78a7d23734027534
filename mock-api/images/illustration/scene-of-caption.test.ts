import { describe, expect, it } from 'vitest';
import { hasWater, sceneOfCaption } from './scene-of-caption';

describe('sceneOfCaption', () => {
  it.each([
    ['Entrance on Pancras Road', 'exterior'],
    ['Haussmann façade on Rue Auber', 'exterior'],
    ['View over Times Square', 'view'],
    ['Terrace facing the Tagus', 'view'],
    ['Lobby with washi lanterns', 'lobby'],
    ['Dockside restaurant', 'restaurant'],
    ['Courtyard breakfast', 'restaurant'],
    ['Mezcal bar', 'bar'],
    ['Infinity pool over Marina Bay', 'pool'],
    ['Indoor pool', 'indoorPool'],
    ['Hammam', 'indoorPool'],
    ['King room with lake view', 'bedroom'],
    ['Twin beds', 'bedroom'],
    ['Villa living room', 'livingRoom'],
    ['Work desk', 'livingRoom'],
    ['Marble bathroom', 'bathroom'],
    ['Rain shower', 'bathroom'],
    ['Something else entirely', 'exterior'],
  ] as const)('shows “%s” as %s', (caption, scene) => {
    expect(sceneOfCaption(caption)).toBe(scene);
  });

  it('puts water in the picture only when the caption names some', () => {
    expect(hasWater('Harbour view from the terrace')).toBe(true);
    expect(hasWater('Canal house façade')).toBe(true);
    expect(hasWater('Terrace over Paseo de la Reforma')).toBe(false);
  });
});
