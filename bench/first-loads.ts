import { chromium } from '@playwright/test';
import { apps, type AppName } from '../apps';
import { addDays } from '../shared/booking/search-criteria';
import { freePort } from '../tests/support/free-port';
import { measureFirstLoad } from '../tests/support/first-load';
import { startPortico } from './support/start-portico';

/** What the browser fetched for one app's first load: its scripts and their gzip weight (level 9), in kB. */
export type FirstLoadFigure = { scripts: number; gzipKb: number };

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Every app's first load in Chromium against the built product (dist/), each in a context of its own so
 * nothing comes from the cache: the host's home page, each overlay framed on the host page that opens it.
 */
export async function measureFirstLoads(): Promise<Record<AppName, FirstLoadFigure>> {
  const portico = await startPortico(await freePort(), await freePort());
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const today = new Date().toISOString().slice(0, 10);
    const figures: Partial<Record<AppName, FirstLoadFigure>> = {};
    for (const [index, app] of (Object.keys(apps) as AppName[]).entries()) {
      const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
      // A fresh database: any stay is free. Each app's cart its own nights all the same.
      const checkInDate = addDays(today, 90 + 4 * index);
      const stay = { propertyId: 'NYCTS', checkInDate, checkOutDate: addDays(checkInDate, 2), numRooms: 1, numAdultsPerRoom: 2, numChildrenPerRoom: 0, rewardsRedemption: false };
      const load = await measureFirstLoad(app, { origins: portico, context, stay });
      await context.close();
      figures[app] = { scripts: load.scripts.length, gzipKb: load.gzipKb };
    }
    return figures as Record<AppName, FirstLoadFigure>;
  } finally {
    await browser.close();
    await portico.stop();
  }
}

// Run as a script (bench/bundle-size.ts does): the figures as one line of JSON.
if (process.argv[1]?.endsWith('bench/first-loads.ts')) console.log(JSON.stringify(await measureFirstLoads()));
