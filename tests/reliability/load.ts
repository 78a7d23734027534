import { readFileSync } from 'node:fs';
import { HOTEL_LIST, HOTEL_OVERVIEW, MEMBERS, porticoClient } from './client';
import type { PorticoProcess } from '../support/portico-process';

const residentMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
};

export type LoadResult = {
  virtualUsers: number;
  seconds: number;
  journeys: number;
  requests: number;
  errors: number;
  firstError: string | null;
  rssStartMb: number;
  rssEndMb: number;
  rssGrowthMb: number;
};

/**
 * Virtual users on loopback, each repeating a guest's journey until the time is up: sign in, read user
 * details, list hotels, read one hotel, sign out. Bounded in users and time; stops by itself.
 */
export async function runLoad(server: PorticoProcess, virtualUsers: number, seconds: number): Promise<LoadResult> {
  const client = porticoClient(server.hostOrigin);
  // Warm up first, so the memory baseline includes what the server caches on its first requests.
  await client.graphQl('HotelList', HOTEL_LIST);
  const rssStartMb = residentMb(server.pid);
  const deadline = Date.now() + seconds * 1000;
  let journeys = 0;
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
        const list = await client.graphQl('HotelList', HOTEL_LIST);
        const hotel = await client.graphQl('HotelOverview', HOTEL_OVERVIEW, { s: 'nycts-portico-times-square' });
        const signOut = await client.signOut(signIn.cookie);
        requests += 4;
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
  return { virtualUsers, seconds, journeys, requests, errors, firstError, rssStartMb, rssEndMb, rssGrowthMb: rssEndMb - rssStartMb };
}
