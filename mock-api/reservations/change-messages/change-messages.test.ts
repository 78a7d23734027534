import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/booking/search-criteria';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../../seed/reservation-fixtures';
import { accountCalls } from '../../testing/account-calls';
import { graphQlCalls } from '../../testing/graphql-calls';
import { modifyCalls } from '../../testing/modify-calls';
import { reservationCalls, startReservationTestApi, type TestClock } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';

let api: TestApi;
let calls: ReturnType<typeof reservationCalls>;
let clock: TestClock;
let seedDay: string;
let liam: string;

beforeAll(async () => {
  ({ api, calls, clock, seedDay } = await startReservationTestApi());
  liam = await calls.sessionOf('liam.chen@example.com');
});
afterAll(() => api.close());

type OutboxRow = { kind: string; recipient: string; subject: string; body: string; locale: string };
const messagesOf = async (kind: string) =>
  (
    await api.db.query<OutboxRow>(
      `select kind, recipient, subject, body, locale from outbox_messages where kind = $1 order by id`,
      [kind],
    )
  ).rows;

/** Cancels as the reservation page does, in the page's language. */
async function cancelIn(locale: string, confirmationNumbers: string[], orderRevisionNumber: number) {
  const { body } = await graphQlCalls(api).post(
    'CancelReservationRooms',
    `mutation CancelReservationRooms($input: CancelReservationRoomsInput!) { cancelReservationRooms(input: $input) { status { code } order { items { cancellation { cancellationNumber } } } } }`,
    { input: { confirmationNumbers, orderRevisionNumber } },
    { cookie: liam, locale },
  );
  return body.data as { cancelReservationRooms: { status: { code: string }[]; order: { items: { cancellation: { cancellationNumber: string } | null }[] } } };
}

describe('the e-mails a change of a booking sends', () => {
  it('a change of dates tells the booker the room as it now is and what it costs, once, and a refused change tells nothing', async () => {
    // Liam's New York room 1 (21 days out, 2 nights) one day later and a night longer.
    const stay = { confirmationNumber: N.liamNewYorkRoom1, propertyId: 'NYCTS', checkInDate: addDays(seedDay, 22), checkOutDate: addDays(seedDay, 25), numAdultsPerRoom: 1 };
    const key = 'change-messages-modify-0001';
    const changed = await modifyCalls(api).update({ ...stay, orderRevisionNumber: 1, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: key }, liam);
    expect(changed.status[0]?.code).toBe('SUCCESS');
    // A retry with the same key changes nothing again, and sends nothing again.
    await modifyCalls(api).update({ ...stay, orderRevisionNumber: 1, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: key }, liam);
    const stale = await modifyCalls(api).update({ ...stay, orderRevisionNumber: 1, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' }, liam);
    expect(stale.status[0]?.code).toBe('STALE_REVISION');

    const messages = await messagesOf('MODIFICATION');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ recipient: 'liam.chen@example.com', locale: 'en-US', subject: `Your booking at Portico Times Square has changed (${N.liamNewYorkRoom1})` });
    expect(messages[0]!.body).toContain('Hello Liam,');
    expect(messages[0]!.body).toMatch(new RegExp(`Room 1 \\(confirmation number ${N.liamNewYorkRoom1}\\) is now .+, Flexible rate, from .+ to .+\\.`));
    expect(messages[0]!.body).toMatch(/The room now costs \$[\d,]+\.\d\d with taxes and fees\./);
  });

  it('a cancellation tells each room’s cancellation number and charge, and what remains, in the page’s language', async () => {
    const cancelled = await cancelIn('es-ES', [N.liamLondonRoom1], 1);
    expect(cancelled.cancelReservationRooms.status[0]?.code).toBe('SUCCESS');
    const cancellationNumber = cancelled.cancelReservationRooms.order.items[0]!.cancellation!.cancellationNumber;
    const [message] = await messagesOf('CANCELLATION');
    expect(message).toMatchObject({ recipient: 'liam.chen@example.com', locale: 'es-ES', subject: expect.stringMatching(new RegExp(`^Tu cancelación en Portico .+ \\(${N.liamLondonRoom1}\\)$`)) });
    expect(message!.body).toMatch(/Hemos cancelado 1 habitación de tu reserva en Portico .+\./);
    expect(message!.body).toContain(`Habitación 1, número de confirmación ${N.liamLondonRoom1}: número de cancelación ${cancellationNumber}, cargo 0,00`);
    expect(message!.body).toContain('Sigue reservada 1 habitación de esta reserva.');

    // Refused (the revision moved on): nothing cancelled, nothing sent.
    expect((await cancelIn('es-ES', [N.liamLondonRoom2], 1)).cancelReservationRooms.status[0]?.code).toBe('STALE_REVISION');
    expect(await messagesOf('CANCELLATION')).toHaveLength(1);
  });

  it('goes out through the outbox as a branded e-mail in two parts', async () => {
    await api.deliverMessages(clock.now);
    const inbox = await accountCalls(api).inbox('liam.chen@example.com');
    const cancellation = inbox.find((message) => message.subject?.startsWith('Tu cancelación'));
    expect(cancellation?.text).toContain('Hemos cancelado 1 habitación');
    expect(cancellation?.html).toContain('Portico Hotels');
    expect(inbox.some((message) => message.subject?.startsWith('Your booking at Portico Times Square has changed'))).toBe(true);
  });
});
