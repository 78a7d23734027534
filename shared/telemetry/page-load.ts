import { breakpointNameOf, isPortraitViewport } from './breakpoint-name';
import type { DataLayerContext } from './data-layer';

/** What the data layer's page-load call says of the viewport: its breakpoint name and the portrait rule. */
export function viewportContext(viewport: { innerWidth: number; innerHeight: number }): Pick<DataLayerContext, 'breakpoint' | 'orientation'> {
  return {
    breakpoint: breakpointNameOf(viewport.innerWidth),
    orientation: isPortraitViewport(viewport.innerWidth, viewport.innerHeight) ? 'portrait' : 'landscape',
  };
}
