import { readFileSync } from 'node:fs';
import { addDays } from '../../shared/booking/search-criteria';
import {
  CartPriceDocument,
  CreateCartDocument,
  CustomerDocument,
  HotelHeaderDocument,
  HotelListDocument,
  HotelOverviewDocument,
  SearchProductsByPropertyDocument,
  UpcomingReservationDocument,
  UpdateCustomerSavedPropertiesDocument,
} from '../../shared/graphql/generated/graphql';
import { raceChangeAgainstCancel } from './change-cancel-race';
import { LOOKED_UP_RESERVATION, MEMBERS, porticoClient } from './client';
import type { PorticoProcess } from '../support/portico-process';

const residentMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
};

export type LoadResult = {
  virtualUsers: number;
  seconds: number;
  journeys: number;
  /** Journeys that booked a room and raced a change of it against its cancel. */
  changeCancelRaces: number;
  requests: number;
  errors: number;
  firstError: string | null;
  rssStartMb: number;
  rssEndMb: number;
  rssGrowthMb: number;
};

/**
 * Virtual users on loopback, each repeating a guest's journey until the time is up: sign in, read user
 * details, list hotels, read one hotel and its header, toggle it in the saved hotels, sign out, then
 * look a reservation up as a visitor and read its order, and search the rate list as a visitor, select
 * a rate (a cart in a new booking session) and read the cart back; every fifth journey also books a
 * room and races a change of its dates against its cancel (change-cancel-race.ts). Many users share each member, so saves race
 * on purpose: a stale revision is a correct answer, not an error. Bounded in users and time; stops by
 * itself.
 */
export async function runLoad(server: PorticoProcess, virtualUsers: number, seconds: number): Promise<LoadResult> {
  const client = porticoClient(server.hostOrigin);
  // Warm up first, so the memory baseline includes what the server caches on its first requests.
  await client.graphQl(HotelListDocument, {});
  const rssStartMb = residentMb(server.pid);
  const deadline = Date.now() + seconds * 1000;
  let journeys = 0;
  let races = 0;
  let requests = 0;
  let errors = 0;
  let firstError: string | null = null;
  const fail = (what: string) => {
    errors += 1;
    firstError ??= what;
  };

  const virtualUser = async (index: number) => {
    const [userId, password] = MEMBERS[index % MEMBERS.length]!;
    while (Date.now() < deadline) {
      try {
        const signIn = await client.signIn(userId, password);
        requests += 1;
        if (signIn.status !== 200 || !signIn.cookie) {
          fail(`sign-in answered ${signIn.status}`);
          continue;
        }
        const details = await client.userDetails(signIn.cookie);
        const list = await client.graphQl(HotelListDocument, {});
        const hotel = await client.graphQl(HotelOverviewDocument, { seoNickname: 'nycts-portico-times-square' });
        const header = await client.graphQl(HotelHeaderDocument, { propertyId: 'SHAPD' });
        const saveProblem = await toggleSaved(client, signIn.cookie, 'SHAPD');
        const signOut = await client.signOut(signIn.cookie);
        const lookupProblem = await lookUpAndRead(client);
        const bookingProblem = await searchAndHoldRate(client, journeys + index);
        // Every fifth journey also books a room and races a change of it against its cancel.
        const isRaceJourney = journeys % 5 === index % 5;
        const raceProblem = isRaceJourney ? await raceChangeAgainstCancel(server, journeys + index) : null;
        if (isRaceJourney) races += 1;
        requests += 12;
        if (raceProblem) fail(raceProblem);
        if (header.status !== 200 || header.body.errors) fail(`HotelHeader answered ${header.status}`);
        if (saveProblem) fail(saveProblem);
        if (lookupProblem) fail(lookupProblem);
        if (bookingProblem) fail(bookingProblem);
        if (details.body.status !== 'SUCCESS') fail(`user details answered ${details.status} ${details.body.status}`);
        if (list.status !== 200 || list.body.errors) fail(`HotelList answered ${list.status}`);
        if (hotel.status !== 200 || hotel.body.errors) fail(`HotelOverview answered ${hotel.status}`);
        if (signOut.status !== 204) fail(`sign-out answered ${signOut.status}`);
        journeys += 1;
      } catch (error) {
        fail(`request failed: ${(error as Error).message}`);
      }
    }
  };

  await Promise.all(Array.from({ length: virtualUsers }, (_, index) => virtualUser(index)));
  const rssEndMb = residentMb(server.pid);
  return { virtualUsers, seconds, journeys, changeCancelRaces: races, requests, errors, firstError, rssStartMb, rssEndMb, rssGrowthMb: rssEndMb - rssStartMb };
}

export type Client = ReturnType<typeof porticoClient>;

/** Reads the member's saved hotels and flips one; null when the answers are as the contract says. */
export async function toggleSaved(client: Client, cookie: string, propertyId: string): Promise<string | null> {
  const read = await client.graphQl(CustomerDocument, {}, cookie);
  const customer = read.body.data?.customer as { id: string; savedProperties: { id: string }[]; revisionToken: string } | null | undefined;
  if (read.status !== 200 || !customer) return `Customer answered ${read.status} ${JSON.stringify(read.body.errors ?? null)}`;
  const ids = customer.savedProperties.map((saved) => saved.id);
  const next = ids.includes(propertyId) ? ids.filter((id) => id !== propertyId) : [...ids, propertyId];
  const input = { id: customer.id, savedProperties: next.map((id) => ({ id })), revisionToken: customer.revisionToken };
  const update = await client.graphQl(UpdateCustomerSavedPropertiesDocument, { input }, cookie);
  const result = update.body.data?.updateCustomerSavedProperties as { status: { code: string }[] } | undefined;
  const code = result?.status[0]?.code;
  return update.status === 200 && (code === 'SUCCESS' || code === 'STALE_REVISION') ? null : `UpdateCustomerSavedProperties answered ${update.status} ${code}`;
}

/** Looks the reservation up as a visitor and reads its order with the grant; null when both answer as the contract says. */
export async function lookUpAndRead(client: Client): Promise<string | null> {
  const { confirmationNumber, lastName } = LOOKED_UP_RESERVATION;
  const lookup = await client.lookup(confirmationNumber, lastName);
  if (lookup.status !== 200 || !lookup.cookie) return `submitReservationLookup answered ${lookup.status}`;
  const read = await client.graphQl(UpcomingReservationDocument, { confirmationNumber }, lookup.cookie);
  const order = read.body.data?.reservationOrder as { items: { basicInformation: { confirmationNumber: string } }[] } | null | undefined;
  const isThere = order?.items.some((item) => item.basicInformation.confirmationNumber === confirmationNumber) ?? false;
  return read.status === 200 && isThere ? null : `UpcomingReservation answered ${read.status} ${JSON.stringify(read.body.errors ?? null)}`;
}

type Stay = { checkInDate: string; checkOutDate: string };
type RateListAnswer = {
  offered: Stay | null;
  rooms: { roomType: { code: string }; rates: { ratePlan: { code: string }; price: { cash: { total: { value: number } } | null } | null }[] }[];
} | null;

/**
 * Searches the rate list as a visitor (a different arrival day per journey, so users spread over the
 * calendar), selects the first room's flexible rate for the stay offered, as the rate list would (a
 * cart in a new booking session; the stay offered differs from the one asked around the sold-out night
 * of the fixtures), and reads the cart back with that session's cookie; null when all three answer as
 * the contract says and the cart holds the price the list showed.
 */
export async function searchAndHoldRate(client: Client, journey: number, onHeld?: (cart: { id: string; session: string }) => void): Promise<string | null> {
  const checkInDate = addDays(new Date().toISOString().slice(0, 10), 7 + (journey % 60));
  const search = { propertyId: 'NYCTS', checkInDate, checkOutDate: addDays(checkInDate, 2), numRooms: 1, numAdultsPerRoom: 1, numChildrenPerRoom: 0, rewardsRedemption: false };
  const list = await client.graphQl(SearchProductsByPropertyDocument, { input: search });
  const answer = list.body.data?.searchProductsByProperty as RateListAnswer;
  const room = answer?.rooms[0];
  const flexible = room?.rates.find((rate) => rate.ratePlan.code === 'FLEX');
  if (list.status !== 200 || !answer?.offered || !room || !flexible?.price?.cash) {
    return `SearchProductsByProperty answered ${list.status} ${JSON.stringify(list.body.errors ?? null)}`;
  }
  const offered = { ...search, checkInDate: answer.offered.checkInDate, checkOutDate: answer.offered.checkOutDate };
  const idempotencyKey = crypto.randomUUID().replaceAll('-', '');
  const created = await client.graphQl(CreateCartDocument, { input: { search: offered, roomTypeCode: room.roomType.code, ratePlanCode: 'FLEX', idempotencyKey } });
  const cartId = (created.body.data?.createCart as { id: string } | undefined)?.id;
  const session = created.cookies.find((cookie) => cookie.startsWith('portico_booking_session='));
  if (created.status !== 200 || !cartId || !session) return `CreateCart answered ${created.status} ${JSON.stringify(created.body.errors ?? null)}`;
  onHeld?.({ id: cartId, session });
  const read = await client.graphQl(CartPriceDocument, { cartId }, session);
  const total = (read.body.data?.cart as { price: { cash: { total: { value: number } } } } | undefined)?.price.cash.total.value;
  return read.status === 200 && total === flexible.price.cash.total.value ? null : `CartPrice answered ${read.status} ${JSON.stringify(read.body.errors ?? null)}`;
}
