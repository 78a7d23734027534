import { pendant, plant, sofa } from './furniture';
import { backWindow, roomBox } from './room-box';
import type { SceneContext } from './scene-context';
import { circle, ellipse, rect } from './shapes';

/** A sitting room or a lounge: sofa, low table, armchair, a desk or kitchenette when the caption names one. */
export function drawLivingRoom(context: SceneContext): string {
  const { palette, caption } = context;
  const hasDesk = /desk|executive|work/i.test(caption);
  const hasKitchen = /kitchen/i.test(caption);
  const hasFireplace = /fireplace/i.test(caption);
  return [
    roomBox(context),
    backWindow(context, 420, 170, 360, 230),
    hasFireplace ? [rect(350, 380, 160, 140, palette.trim), rect(380, 420, 100, 100, '#2f2a26'), ellipse(430, 500, 36, 26, '#f2a04a'), ellipse(430, 506, 20, 16, '#ffd77a'), circle(430, 480, 100, 'url(#glow)', 'opacity="0.6"')].join('') : '',
    hasKitchen ? [rect(780, 400, 120, 120, palette.wood), rect(780, 390, 120, 12, palette.trim), rect(800, 300, 80, 50, palette.wood)].join('') : '',
    hasDesk ? [rect(800, 420, 100, 10, palette.wood), rect(806, 430, 8, 90, palette.wood), rect(886, 430, 8, 90, palette.wood), rect(840, 380, 40, 40, '#3a3a3a', 'rx="3"')].join('') : '',
    ellipse(600, 720, 440, 64, palette.accentDark, 'opacity="0.18"'),
    sofa(360, 740, 480, palette),
    rect(160, 560, 150, 170, palette.accent, 'rx="18"'),
    rect(180, 620, 110, 60, palette.accent, 'rx="12"'),
    rect(180, 620, 110, 60, '#fff', 'opacity="0.12" rx="12"'),
    plant(1060, 760, 150, palette),
    pendant(600, 60, palette.trim),
  ].join('');
}
