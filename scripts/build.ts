import { build } from 'vite';
import { apps } from '../apps';

/** Builds every app (or those named as arguments) one after another with the shared vite.config.ts. */
const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(apps);
for (const name of names) {
  process.env.PORTICO_APP = name;
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  console.log(`built ${name}`);
}
