import { sharedDefinitions } from './backdrop';
import type { SceneContext } from './scene-context';
import type { SceneKind } from './scene-of-caption';
import { drawBathroom } from './scene-bathroom';
import { drawBedroom } from './scene-bedroom';
import { drawDining } from './scene-dining';
import { drawExterior } from './scene-exterior';
import { drawLivingRoom } from './scene-living';
import { drawLobby } from './scene-lobby';
import { drawIndoorPool, drawPool } from './scene-pool';
import { drawView } from './scene-view';

const SCENES: Readonly<Record<SceneKind, (context: SceneContext) => string>> = {
  exterior: drawExterior,
  view: drawView,
  lobby: drawLobby,
  restaurant: (context) => drawDining(context, { isBar: false }),
  bar: (context) => drawDining(context, { isBar: true }),
  pool: drawPool,
  indoorPool: drawIndoorPool,
  bedroom: drawBedroom,
  livingRoom: drawLivingRoom,
  bathroom: drawBathroom,
};

/** The markup of one scene on the 1200 by 800 canvas, with the definitions it refers to. */
export function drawScene(kind: SceneKind, context: SceneContext): string {
  return `${sharedDefinitions(context)}${SCENES[kind](context)}`;
}
