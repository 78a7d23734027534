/** The time source of everything that expires; tests pass their own to move time without waiting. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
