/** What the merge reads of an order and its rooms: the revisions and the confirmation numbers (spec 02 section 3). */
type RevisionedRoom = { basicInformation: { confirmationNumber: string }; reservationRevisionNumber: number };
type RevisionedOrder = { orderRevisionNumber: number; items: readonly RevisionedRoom[] };

/**
 * Order revision merging (spec 02 section 4): an order the page holds and one a change answered become
 * one. The order's own fields come from the one with the newer orderRevisionNumber, and each room from
 * whichever copy has its newer reservationRevisionNumber, matched by confirmation number, so an answer
 * that arrives after a fresher read never takes a room back to what it was. Ties go to `updated`, the
 * answer. Rooms only one copy holds are kept, in the newer order's order then the other's.
 */
export function mergeOrderRevision<Order extends RevisionedOrder>(held: Order | null | undefined, updated: Order): Order {
  if (!held) return updated;
  const [newer, older] = held.orderRevisionNumber > updated.orderRevisionNumber ? [held, updated] : [updated, held];
  const roomOf = (copy: Order, number: string) => copy.items.find((room) => room.basicInformation.confirmationNumber === number);
  const numbers = [...new Set([...newer.items, ...older.items].map((room) => room.basicInformation.confirmationNumber))];
  const items = numbers.map((number) => {
    const fromHeld = roomOf(held, number);
    const fromUpdated = roomOf(updated, number);
    if (!fromHeld || !fromUpdated) return (fromUpdated ?? fromHeld)!;
    return fromHeld.reservationRevisionNumber > fromUpdated.reservationRevisionNumber ? fromHeld : fromUpdated;
  });
  return { ...newer, items } as Order;
}
