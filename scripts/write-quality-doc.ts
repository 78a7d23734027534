import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Writes docs/quality.md from bench/results/*.json. `npm run bench` calls it at the end of a run
 * (bench/run.ts), so the figures in the docs are always the ones a benchmark printed, never typed.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
export const RESULTS_DIR = path.join(ROOT, 'bench/results');
export const QUALITY_DOC = path.join(ROOT, 'docs/quality.md');

type Cell = string | number | boolean | null;
type Row = Record<string, Cell>;

/** What bench/support/results.ts `report()` writes: every benchmark's results have this shape. */
type BenchResult = { kind: 'bench'; name: string; measuredAt: string; machine: Row; rows: Row[]; summary: Row };
/** A file that is JSON but not a report: shown by its top-level numbers, so a new shape never breaks the doc. */
type OtherResult = { kind: 'other'; name: string; fields: Record<string, unknown> };
type Unreadable = { kind: 'unreadable'; name: string; reason: string };
type Result = BenchResult | OtherResult | Unreadable;

/**
 * What each benchmark measures, in words; the figures and the targets come from its JSON. The order
 * here is the order of the page: sizes first, then the browser, then the API.
 */
const ABOUT: Record<string, string> = {
  'bundle-size':
    'Each app’s first load: the JavaScript and CSS its index.html names, gzip and brotli, and beside them every script of the app a browser fetched until the network was quiet (`firstLoadScripts`, `firstLoadGzipKb`: the host on its home page, each overlay framed on the host page that opens it), which the budget is judged on (`apps.ts`, `shared/domain/overlay-registry.ts`). `npm run build` fails when what index.html names is already over budget; `tests/e2e/first-load-budget.spec.ts` holds the browser’s figure to it.',
  'route-chunks': 'Each booking page of the host loads as a chunk of its own, outside the first load.',
  'guest-info-chunks': 'The guest-information overlay’s chunks after its first load: the form comes with the shell; enrollment, travel agent and insurance only when shown.',
  'payment-chunks': 'The payment overlay’s chunks after its first load: the card form comes with the shell.',
  'overlay-open':
    'Sign-in overlay open time in Chromium, from the click to the login field: cold, after a hover (preloaded), against the same page loaded top-level (the floor) and against the old model (fetch, wait, inject); and the booking page’s framed guest-information and payment forms.',
  'embed-open': 'The same open through the embed loader on the example page (a third origin), taken in turn with the host’s own open, timed by the bench and by the browser’s clock.',
  'embed-timings': 'The loader’s own lifecycle timings (`handshakeMs`, `firstHeightMs`, `interactiveMs`) beside the same moments seen from outside the frame.',
  'api-throughput':
    'Requests per second and latency of the apps’ own operations against a bare graphql-yoga answering a constant (the ceiling): on PGlite, on PostgreSQL, and on two processes sharing one PostgreSQL.',
  'create-order': 'Booking paid carts at once: each order is one transaction (claim, inventory, rooms, card, outbox).',
  growth: 'Latency of the hot calls with a small and a large data set (reservations, inventory, reviews): a call whose time grows with the data shows here.',
  lighthouse: 'Lighthouse with its defaults (a simulated mid-range phone) on the host pages and the overlay pages.',
  'explain-hot-queries':
    'The plan of every statement the hot calls run, on a throwaway PostgreSQL with volume added (`npx tsx scripts/explain-hot-queries.ts`, on demand): any that scans a growing table or reads many of its rows is listed.',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCell = (value: unknown): value is Cell => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const isRow = (value: unknown): value is Row => isRecord(value) && Object.values(value).every(isCell);

/** Reads one results file as a report, or as something else the page can still show. */
export function readResult(file: string): Result {
  const fallbackName = path.basename(file, '.json');
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { kind: 'unreadable', name: fallbackName, reason: (error as Error).message };
  }
  if (!isRecord(json)) return { kind: 'unreadable', name: fallbackName, reason: 'not a JSON object' };
  const name = typeof json.name === 'string' ? json.name : fallbackName;
  const { measuredAt, machine, rows, summary = {} } = json;
  if (typeof measuredAt === 'string' && isRow(machine) && Array.isArray(rows) && rows.every(isRow) && isRow(summary)) {
    return { kind: 'bench', name, measuredAt, machine, rows, summary };
  }
  return { kind: 'other', name, fields: json };
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

function formatCell(value: Cell | undefined): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return escapeCell(String(value));
}

function markdownTable(header: string[], body: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...body.map(line)].join('\n');
}

/** A report's rows, one column per key in the order keys first appear (rows need not share every key). */
export function rowsTable(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return markdownTable(
    columns.map((column) => `\`${column}\``),
    rows.map((row) => columns.map((column) => formatCell(row[column]))),
  );
}

/** Name and value pairs: a report's summary, or the top-level numbers of a file of another shape. */
export function pairsTable(pairs: [string, Cell][]): string {
  return markdownTable(['measure', 'value'], pairs.map(([key, value]) => [escapeCell(key), formatCell(value)]));
}

const isTargetEntry = ([key, value]: [string, Cell]) => /target|budget|rule/i.test(`${key} ${typeof value === 'string' ? value : ''}`);

const formatInstant = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`);

const machineText = (machine: Row) =>
  Object.entries(machine)
    .map(([key, value]) => `${key} ${formatCell(value)}`)
    .join(', ');

function benchSection(result: BenchResult): string[] {
  const summary = Object.entries(result.summary);
  const targets = summary.filter(isTargetEntry);
  const notes = summary.filter((entry) => !isTargetEntry(entry));
  return [
    `Measured ${formatInstant(result.measuredAt)} on ${machineText(result.machine) || 'an unnamed machine'}.`,
    result.rows.length ? rowsTable(result.rows) : '_No rows._',
    ...(targets.length ? ['Targets and budgets:', pairsTable(targets)] : []),
    ...(notes.length ? ['Summary:', pairsTable(notes)] : []),
  ];
}

function otherSection(result: OtherResult): string[] {
  const numbers = Object.entries(result.fields).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  const measuredAt = result.fields.measuredAt;
  return [
    ...(typeof measuredAt === 'string' ? [`Measured ${formatInstant(measuredAt)}.`] : []),
    'This file is not in the shape `bench/support/results.ts` writes; its top-level numbers:',
    numbers.length ? pairsTable(numbers) : '_None._',
  ];
}

function section(result: Result): string {
  const about = ABOUT[result.name];
  const body =
    result.kind === 'bench' ? benchSection(result) : result.kind === 'other' ? otherSection(result) : [`Could not be read: ${escapeCell(result.reason)}.`];
  return [`## ${result.name}`, ...(about ? [about] : []), ...body].join('\n\n');
}

/** GitHub's anchor for a heading, so the contents' links land on a name that is not already a slug too. */
const headingSlug = (heading: string) => heading.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');

const order = (name: string) => {
  const index = Object.keys(ABOUT).indexOf(name);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
};

/** The whole page for these results: header, contents, then one section per benchmark. */
export function renderQualityDoc(results: Result[]): string {
  const sorted = [...results].sort((a, b) => order(a.name) - order(b.name) || a.name.localeCompare(b.name));
  const header = [
    '# Quality: benchmark results',
    '<!-- Generated by scripts/write-quality-doc.ts: do not edit by hand. -->',
    'This page is generated by `npm run bench` from `bench/results/*.json` (`npx tsx scripts/write-quality-doc.ts` writes it again from the files as they are). Do not edit it by hand: run the benchmarks.',
    '`npm run bench` runs every benchmark; `npm run bench -- bundles` (or `api`, `open`, `embed`, `orders`, `lighthouse`, `growth`) runs one. Figures taken on a shared machine move between runs: compare ratios, and rows of one run with each other.',
    sorted.map((result) => `- [${result.name}](#${headingSlug(result.name)})`).join('\n'),
  ];
  return `${[...header, ...sorted.map(section)].join('\n\n')}\n`;
}

/** Reads every results file in `resultsDir` and writes the page to `outFile`; answers the page. */
export function writeQualityDoc(resultsDir = RESULTS_DIR, outFile = QUALITY_DOC): string {
  const files = readdirSync(resultsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(resultsDir, name));
  const markdown = renderQualityDoc(files.map(readResult));
  writeFileSync(outFile, markdown);
  return markdown;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeQualityDoc();
  console.log(`Wrote ${path.relative(process.cwd(), QUALITY_DOC)}`);
}
