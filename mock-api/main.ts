import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from './config';
import { serveOneProcess } from './processes/serve-one-process';
import { superviseWorkers } from './processes/supervise-workers';

const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
if (!existsSync(path.join(config.distDir, 'host', 'index.html'))) {
  console.error(`No built apps in ${config.distDir}: run "npm run build" (npm start does it for you).`);
  process.exit(1);
}

// WORKERS=1 is one process that serves; more is a supervisor whose workers share the ports.
if (config.workers > 1 && cluster.isPrimary) superviseWorkers(config);
else await serveOneProcess(config);
