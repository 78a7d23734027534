import { describe, expect, it } from 'vitest';
import { mergeOrderRevision } from './merge-order-revision';

const room = (confirmationNumber: string, reservationRevisionNumber: number, name = `room ${confirmationNumber} r${reservationRevisionNumber}`) => ({
  basicInformation: { confirmationNumber },
  reservationRevisionNumber,
  name,
});
const order = (orderRevisionNumber: number, items: ReturnType<typeof room>[], total = orderRevisionNumber * 100) => ({ orderRevisionNumber, total, items });

describe('mergeOrderRevision (spec 02 section 4)', () => {
  it('takes the answer when nothing is held', () => {
    const updated = order(2, [room('1', 2)]);
    expect(mergeOrderRevision(null, updated)).toBe(updated);
    expect(mergeOrderRevision(undefined, updated)).toBe(updated);
  });

  it('keeps the newer orderRevisionNumber and its order fields, and each room’s newer revision', () => {
    const held = order(1, [room('1', 1), room('2', 1)]);
    const updated = order(2, [room('1', 2), room('2', 1)]);
    expect(mergeOrderRevision(held, updated)).toEqual({ orderRevisionNumber: 2, total: 200, items: [room('1', 2), room('2', 1)] });
  });

  it('never takes a room back: an answer older than what the page read since loses to it, room by room', () => {
    const fresher = order(3, [room('1', 2), room('2', 2)]);
    const lateAnswer = order(2, [room('1', 2, 'the answer’s copy'), room('2', 1)]);
    const merged = mergeOrderRevision(fresher, lateAnswer);
    expect(merged.orderRevisionNumber).toBe(3);
    expect(merged.total).toBe(300);
    // Room 1 is at the same revision in both: the answer's copy is taken; room 2 keeps the fresher read.
    expect(merged.items).toEqual([room('1', 2, 'the answer’s copy'), room('2', 2)]);
  });

  it('matches rooms by confirmation number, whatever their order, and keeps a room only one copy holds', () => {
    const held = order(4, [room('2', 3), room('1', 1)]);
    const updated = order(5, [room('1', 2), room('3', 1)]);
    expect(mergeOrderRevision(held, updated).items).toEqual([room('1', 2), room('3', 1), room('2', 3)]);
  });
});
