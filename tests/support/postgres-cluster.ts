import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A throwaway PostgreSQL cluster on loopback (Debian's binaries), for the API tests on PostgreSQL, the reliability suite and the benchmarks. */
export type PostgresCluster = {
  url: string;
  /** The server's own log (pg_ctl -l), for tools that read what it logged (auto_explain). */
  logFile: string;
  start(): void;
  stop(): void;
  destroy(): void;
};

function binary(name: string): string {
  const versions = readdirSync('/usr/lib/postgresql').sort().reverse();
  if (!versions.length) throw new Error('PostgreSQL is not installed: run scripts/ensure-postgres.sh');
  return path.join('/usr/lib/postgresql', versions[0]!, 'bin', name);
}

// PostgreSQL refuses to run as root; as root, run it as the postgres user the Debian package creates.
function run(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, { stdio: 'pipe' });
}

/**
 * Starts a cluster on `port`. `durable: false` (the test suites' server) turns off what only a crash of
 * the machine would need (fsync, full page writes, synchronous commit), which makes every commit and
 * CREATE DATABASE several times faster; a killed API process loses nothing either way.
 */
export function createPostgresCluster(port: number, { durable = true }: { durable?: boolean } = {}): PostgresCluster {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portico-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  run(binary('initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'portico', '--no-sync']);
  const logFile = path.join(dir, 'server.log');
  const cluster: PostgresCluster = {
    url: `postgres://portico@127.0.0.1:${port}/postgres`,
    logFile,
    start: () => run(binary('pg_ctl'), ['-D', dataDir, '-l', logFile, '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${durable ? '' : ' -c fsync=off -c full_page_writes=off -c synchronous_commit=off'}`, 'start']),
    stop: () => run(binary('pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    destroy: () => {
      try {
        cluster.stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
