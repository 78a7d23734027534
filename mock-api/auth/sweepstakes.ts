import type { SignInSetupResponse } from '../../shared/domain/auth-responses';
import type { Queryable } from '../db/database';
import type { Clock } from './clock';

/** Client ids the embedding teams use: short, URL-safe, so they can be appended to links as they are. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export type Sweepstakes = NonNullable<SignInSetupResponse['sweepstakes']>;

/** The sweepstakes of `clientId` when now is inside its window; null otherwise. */
export async function findRunningSweepstakes(db: Queryable, clientId: string, clock: Clock): Promise<Sweepstakes | null> {
  const { rows } = await db.query<Sweepstakes>(
    `select title, button_label as "buttonLabel", join_path as "joinPath" from sweepstakes
      where client_id = $1 and starts_at <= $2 and ends_at > $2`,
    [clientId, clock()],
  );
  return rows[0] ?? null;
}
