import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Prints a table and writes it, with its summary, to {folder}/{name}.json (bench/results by default). */
export function report(name: string, rows: object[], summary: Record<string, unknown> = {}, folderName = 'bench/results') {
  console.log(`\n${name}`);
  console.table(rows);
  for (const [key, value] of Object.entries(summary)) console.log(`  ${key}: ${value}`);
  const folder = path.resolve(folderName);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, `${name}.json`),
    `${JSON.stringify({ name, measuredAt: new Date().toISOString(), machine: machine(), rows, summary }, null, 2)}\n`,
  );
}

function machine() {
  return { node: process.version, platform: process.platform, cpus: (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator?.hardwareConcurrency };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
