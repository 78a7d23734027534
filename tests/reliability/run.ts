import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { report } from '../../bench/support/results';
import { startPorticoProcess } from '../support/portico-process';
import { runBookingCrash, runLastRoomRace } from './booking';
import { runCrash } from './crash';
import { runLoad } from './load';
import { runOutage } from './outage';
import { runTwoProcesses } from './two-processes';
import { createPostgresCluster } from '../support/postgres-cluster';

/**
 * `npm run test:reliability`: load, crash and outage, on loopback only, bounded in users and time.
 * Prints a table per part, writes tests/results/reliability-*.json, and exits non-zero on any failure.
 */
const VIRTUAL_USERS = Number(process.env.RELIABILITY_USERS ?? 100);
const LOAD_SECONDS = Number(process.env.RELIABILITY_SECONDS ?? 60);
const MEMORY_BUDGET_MB = 150;
const only = process.argv.slice(2);
const wants = (part: string) => only.length === 0 || only.includes(part);
const failures: string[] = [];
const scratch = mkdtempSync(path.join(os.tmpdir(), 'portico-reliability-'));

try {
  if (wants('load')) {
    const server = await startPorticoProcess({ hostPort: 18880, overlayPort: 18881, dataDir: path.join(scratch, 'load') });
    try {
      const result = await runLoad(server, VIRTUAL_USERS, LOAD_SECONDS);
      report('reliability-load', [result], { target: `zero errors, memory growth under ${MEMORY_BUDGET_MB} MB` }, 'tests/results');
      if (result.errors > 0) failures.push(`load: ${result.errors} errors, first: ${result.firstError}`);
      if (result.rssGrowthMb > MEMORY_BUDGET_MB) failures.push(`load: memory grew ${result.rssGrowthMb} MB`);
    } finally {
      await server.stop();
    }
  }

  const cluster = wants('crash') || wants('outage') || wants('booking') || wants('two-processes') ? createPostgresCluster(18890) : undefined;
  try {
    if (wants('crash')) {
      const rows = [
        await runCrash('PGlite', { hostPort: 18880, overlayPort: 18881, dataDir: path.join(scratch, 'crash') }),
        await runCrash('PostgreSQL', { hostPort: 18880, overlayPort: 18881, databaseUrl: cluster!.url }),
      ];
      report('reliability-crash', rows, { target: 'every acknowledged write and lockout present after SIGKILL and restart' }, 'tests/results');
      for (const row of rows) {
        if (!row.reopened || row.missingAfterRestart > 0 || row.acknowledged === 0) {
          failures.push(`crash on ${row.database}: ${row.missingAfterRestart} of ${row.acknowledged} acknowledged writes missing`);
        }
        if (!row.lockHeld) failures.push(`crash on ${row.database}: a lockout acknowledged before the kill did not hold after it`);
      }
    }
    if (wants('booking')) {
      const races = [
        await runLastRoomRace('PGlite', { hostPort: 18880, overlayPort: 18881, dataDir: path.join(scratch, 'race') }),
        await runLastRoomRace('PostgreSQL', { hostPort: 18880, overlayPort: 18881, databaseUrl: cluster!.url }),
      ];
      report('reliability-booking-race', races, { target: '20 browsers pressing Book now for the last room: exactly one booking' }, 'tests/results');
      for (const race of races) {
        if (race.booked !== 1 || race.soldOut !== race.browsers - 1 || race.roomsLeftAfter !== 0) {
          failures.push(`race on ${race.database}: ${race.booked} booked, ${race.soldOut} sold out, ${race.roomsLeftAfter} left, others ${race.otherRefusals.join(', ')}`);
        }
      }
      const crashes = [
        await runBookingCrash('PGlite', { hostPort: 18880, overlayPort: 18881, dataDir: path.join(scratch, 'booking-crash') }),
        await runBookingCrash('PostgreSQL', { hostPort: 18880, overlayPort: 18881, databaseUrl: cluster!.url }),
      ];
      report('reliability-booking-crash', crashes, { target: 'after SIGKILL mid-booking: no order without its inventory, no inventory without an order' }, 'tests/results');
      for (const crash of crashes) {
        if (crash.acknowledged === 0 || crash.missingAfterRestart > 0 || crash.inconsistentNights.length > 0) {
          failures.push(`booking crash on ${crash.database}: ${crash.missingAfterRestart} of ${crash.acknowledged} missing; ${crash.inconsistentNights.join('; ')}`);
        }
      }
    }
    if (wants('two-processes')) {
      const result = await runTwoProcesses(cluster!.url, VIRTUAL_USERS, LOAD_SECONDS);
      report('reliability-two-processes', [result], { target: 'one of two processes killed half-way: every acknowledged write there, limits and lockouts held, no error but the cut requests' }, 'tests/results');
      if (result.errors > 0) failures.push(`two processes: ${result.errors} errors, first: ${result.firstError}`);
      if (result.acknowledgedSignIns === 0 || result.acknowledgedCarts === 0) failures.push('two processes: nothing was acknowledged');
      if (result.missingSessions > 0 || result.missingCarts > 0) failures.push(`two processes: ${result.missingSessions} sessions and ${result.missingCarts} carts acknowledged but missing`);
      if (!result.lockoutHeld) failures.push('two processes: a lockout made on the killed process did not hold on the other');
      if (!result.limitHeld) failures.push('two processes: the card-token limit did not count across the processes and the kill');
    }
    if (wants('outage')) {
      const server = await startPorticoProcess({ hostPort: 18880, overlayPort: 18881, databaseUrl: cluster!.url });
      try {
        const steps = await runOutage(server, cluster!);
        report('reliability-outage', steps, { target: '503 with a clear message while PostgreSQL is down, full recovery after' }, 'tests/results');
        for (const step of steps.filter((item) => !item.ok)) failures.push(`outage: ${step.step}: expected ${step.expected}, got ${step.got}`);
      } finally {
        await server.stop();
      }
    }
  } finally {
    cluster?.destroy();
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\nreliability: ${failures.length} failed\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nreliability: all parts passed');
