/** Points are quoted in steps of 500, as award charts are; a share of a night is rounded up to one. */
export const POINTS_STEP = 500;

/** `points` rounded up to the next POINTS_STEP (a part-points night never costs less than its share). */
export function roundPointsUp(points: number): number {
  return Math.ceil(points / POINTS_STEP) * POINTS_STEP;
}

/** Points a night of a room costs: the hotel's award chart for the night's season plus the room's premium. */
export function roomPointsPerNight(awardChartPoints: number, roomPointsPremium: number): number {
  return awardChartPoints + roomPointsPremium;
}
