import type { Queryable } from '../db/database';
import type { ModifyViewer } from './modify/modifiable-room';
import { visiblePartOf } from './order-access';
import type { OrderRecord, RoomRecord } from './order-record';
import { readOrder } from './read-orders';

/** A room of an order read under the order row's lock, with the order's revision as it then stands. */
export type LockedRoom = { revision: number; order: OrderRecord; room: RoomRecord };

/**
 * Locks the viewer's order (a change to any of its rooms takes this lock first, so two changes queue)
 * and reads room `confirmationNumber` as the viewer may see it; null when the viewer may not see it.
 */
export async function lockedVisibleRoom(tx: Queryable, viewer: ModifyViewer, confirmationNumber: string): Promise<LockedRoom | null> {
  const orderId = viewer.orderRef.orderId;
  const { rows } = await tx.query<{ revision: number }>('select revision_number as revision from orders where id = $1 for update', [orderId]);
  const whole = await readOrder(tx, orderId);
  const order = whole && visiblePartOf(whole, viewer.access);
  const room = order?.rooms.find((candidate) => candidate.confirmationNumber === confirmationNumber);
  return rows[0] && order && room ? { revision: rows[0].revision, order, room } : null;
}
