/**
 * The cache keys of the reads that list a member's trips, named here so that the trips page reads
 * through them and a cancel on the reservation pages reads them again, without either feature
 * importing the other.
 */
export const myTripsKey = (consumerId: string) => ['MyTrips', consumerId] as const;

/** Keys of every read that lists trips; a cancel reads them again. */
export const myTripsReads = new Set<unknown>(['MyTrips']);
