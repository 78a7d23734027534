import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The rules of docs/architecture.md, "What each layer may import" ("Dependencies point one way"), checked on every import
 * of the app code. Each rule names the offending file and import, so a failure says what to move.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['host', 'overlays', 'bridge', 'shared', 'embed', 'mock-api'];
/** Plain scripts served as written (the embed example): scanned for imports of their own kind. */
const PLAIN_SCRIPTS = ['examples'];

/** The host's ground floor: folders under host/ that build on services and shared/ and import no feature. */
const HOST_GROUND_FLOOR = ['host/services', 'host/components', 'host/auth', 'host/recently-viewed', 'host/booking-entry', 'host/hotel-header'];
/** The composition root: the router, layout and site header, and the entry that starts them. */
// The composition root: the app folder and the two entries that start it, in the browser and on the server.
const HOST_APP = ['host/app', 'host/main.tsx', 'host/entry-server.tsx'];

/**
 * Deliberate one-way dependencies between host features, as `'from -> to'` (feature folder names).
 * None today: what two features share lives on the ground floor or in shared/. Add an entry only with
 * a line in docs/architecture.md saying why, and never both directions.
 */
const ALLOWED_FEATURE_DEPENDENCIES: readonly string[] = [];

type Import = { file: string; specifier: string; target: string };

const isTestFile = (file: string) => /\.(test|test-d|spec)\.tsx?$/.test(file);
const inTestingFolder = (file: string) => file.split('/').includes('testing');
const isProductFile = (file: string) => !isTestFile(file) && !inTestingFolder(file);

function sourceFiles(folder: string, pattern = /\.tsx?$/): string[] {
  const files: string[] = [];
  for (const name of readdirSync(path.join(ROOT, folder))) {
    if (name === 'node_modules' || name === 'dist') continue;
    const relative = `${folder}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) files.push(...sourceFiles(relative, pattern));
    else if (pattern.test(name)) files.push(relative);
  }
  return files;
}

const IMPORT_PATTERNS = [
  // import x from '…', import type { x } from '…', import '…', export { x } from '…', export * from '…'
  /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"\n]+)['"]/g,
  // import('…')
  /\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g,
  // vi.mock('…') names a module just as an import does
  /\bvi\.(?:mock|doMock|importActual)\s*(?:<[^>]*>)?\(\s*['"]([^'"\n]+)['"]/g,
  // require('…'), which a plain script could reach for
  /\brequire\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g,
];

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** A relative specifier as a repo path (with the file's extension when it exists); a package name as is. */
function resolveTarget(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((candidate) => {
    const absolute = path.join(ROOT, candidate);
    return existsSync(absolute) && statSync(absolute).isFile();
  });
  return found ?? base;
}

function importsOf(file: string): Import[] {
  const source = withoutComments(readFileSync(path.join(ROOT, file), 'utf8'));
  const specifiers = new Set<string>();
  for (const pattern of IMPORT_PATTERNS) for (const match of source.matchAll(pattern)) specifiers.add(match[1]!);
  return [...specifiers].map((specifier) => ({ file, specifier, target: resolveTarget(file, specifier) }));
}

const files = SCANNED.flatMap((folder) => sourceFiles(folder));
const imports = files.flatMap(importsOf);

const under = (target: string, folder: string) => target === folder || target.startsWith(`${folder}/`);
const describeImport = ({ file, specifier, target }: Import) => `${file} imports '${specifier}'${target !== specifier ? ` (${target})` : ''}`;

/** The imports that break a rule, each as "file imports 'specifier' (target): why". */
function offending(rule: (entry: Import) => string | false): string[] {
  return imports.flatMap((entry) => {
    const why = rule(entry);
    return why ? [`${describeImport(entry)}: ${why}`] : [];
  });
}

const overlayOf = (target: string) => (under(target, 'overlays') ? target.split('/')[1] : undefined);
const isReact = (target: string) => /^(react|react-dom)(\/|$)/.test(target) || /^@linaria\//.test(target) || target === '@testing-library/react';

/** host folder a file belongs to: 'app', a ground-floor folder, or 'features/<name>'. */
function hostGroup(target: string): string | undefined {
  if (!under(target, 'host')) return undefined;
  if (HOST_APP.some((folder) => under(target, folder))) return 'host/app';
  const floor = HOST_GROUND_FLOOR.find((folder) => under(target, folder));
  if (floor) return floor;
  const [, top, feature] = target.split('/');
  if (top === 'features' && feature) return `host/features/${feature}`;
  return `host/${top}`;
}
const isFeature = (group: string | undefined) => group?.startsWith('host/features/') ?? false;
const featureName = (group: string) => group.slice('host/features/'.length);

function findCycles(edges: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    trail.push(node);
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(node, 'done');
  };
  for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

/**
 * The edges between host folders made by product files, as "from -> to" with one import that makes
 * each. Tests are left out: a test may render a page of the folder beside its own.
 */
function hostEdges(groupOf: (file: string) => string | undefined) {
  const edges = new Map<string, Set<string>>();
  const example = new Map<string, Import>();
  for (const entry of imports.filter(({ file }) => isProductFile(file))) {
    const from = groupOf(entry.file);
    const to = groupOf(entry.target);
    if (!from || !to || from === to) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from)!.add(to);
    if (!example.has(`${from} -> ${to}`)) example.set(`${from} -> ${to}`, entry);
  }
  return { edges, example };
}

function cycleReport(groupOf: (file: string) => string | undefined): string[] {
  const { edges, example } = hostEdges(groupOf);
  return findCycles(edges).map((cycle) => {
    const steps = cycle.split(' -> ');
    const why = steps.slice(1).map((to, index) => describeImport(example.get(`${steps[index]} -> ${to}`)!));
    return `cycle ${cycle}: ${why.join('; ')}`;
  });
}

describe('import boundaries (docs/architecture.md)', () => {
  it('scans the app code', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(imports.some((entry) => entry.file === 'host/app/routes.tsx' && entry.specifier.includes('features/'))).toBe(true);
  });

  it('host/ never imports overlays/, overlays/ never import host/, and no overlay imports another', () => {
    const found = offending(({ file, target }) => {
      if (under(file, 'host') && under(target, 'overlays')) return 'the host and the overlays use bridge/ and shared/, never each other';
      if (under(file, 'overlays') && under(target, 'host')) return 'the overlays and the host use bridge/ and shared/, never each other';
      const from = overlayOf(file);
      const to = overlayOf(target);
      if (from && to && from !== to) return 'one overlay never imports another';
      return false;
    });
    expect(found).toEqual([]);
  });

  it('bridge/ knows no product screen: nothing from host/, overlays/, mock-api/ or shared/ui', () => {
    const found = offending(({ file, target }) =>
      under(file, 'bridge') && ['host', 'overlays', 'mock-api', 'shared/ui'].some((folder) => under(target, folder))
        ? 'bridge/ knows no product screen'
        : false,
    );
    expect(found).toEqual([]);
  });

  it('mock-api/ product code imports only shared/domain, shared/validation, shared/booking, shared/time, the page-renderer contract, the shared rules’ message words and the mail area’s words and colours from shared/, and no file of mock-api/ imports React', () => {
    const found = offending(({ file, target }) => {
      if (!under(file, 'mock-api')) return false;
      if (isReact(target)) return 'the back end never imports React or linaria';
      if (!isProductFile(file)) {
        const allowed = ['shared/domain', 'shared/validation', 'shared/booking', 'shared/time', 'shared/auth', 'shared/graphql', 'shared/testing', 'shared/i18n'];
        if (under(target, 'shared') && !allowed.some((folder) => under(target, folder))) return `mock-api tests take from shared/ only ${allowed.join(', ')}`;
        return false;
      }
      // Rules, and time as both sides tell it.
      const rules = ['shared/domain', 'shared/validation', 'shared/booking', 'shared/time'];
      // The server loads each app's server renderer by its path and meets it through this contract of types alone.
      const rendererContract = 'shared/ssr/page-renderer.ts';
      // A shared rule or the reservation catalogue answers a message key; the server sends its en-US words (never a page's catalogue loader).
      const messageWords = ['shared/i18n/message-ref.ts', 'shared/i18n/validation-in-english.ts', 'shared/i18n/refusals-in-english.ts'];
      // The e-mails the server sends are worded from the catalogue's mail area in the reader's locale, and drawn in the design's colours.
      const mailWords = ['shared/i18n/messages.ts', 'shared/i18n/generated/areas/mail.ts', 'shared/ui/theme.ts'];
      if (under(target, 'shared') && target !== rendererContract && ![...messageWords, ...mailWords].includes(target) && !rules.some((folder) => under(target, folder))) {
        return `mock-api product code takes from shared/ only ${rules.join(', ')}`;
      }
      if (['host', 'overlays', 'bridge', 'tests'].some((folder) => under(target, folder))) return 'mock-api product code imports no app code and no tests';
      return false;
    });
    expect(found).toEqual([]);
  });

  it('embed/ takes from the repo only bridge/ (not its React hooks) and shared/domain/, and never React', () => {
    const found = offending(({ file, target }) => {
      if (!under(file, 'embed')) return false;
      if (isReact(target)) return 'the embed loader runs on other teams’ pages without React';
      if (under(target, 'bridge/react')) return 'the embed loader uses the bridge without its React hooks';
      if (['host', 'overlays', 'mock-api', 'tests'].some((folder) => under(target, folder))) return 'the embed loader reaches the overlays through the bridge only';
      if (under(target, 'shared') && !under(target, 'shared/domain')) return 'the embed loader takes from shared/ only shared/domain';
      return false;
    });
    expect(found).toEqual([]);
  });

  it('nothing imports embed/: it is the loader’s build entry, reached by a script element', () => {
    const found = offending(({ file, target }) => (!under(file, 'embed') && under(target, 'embed') ? 'embed/ is built on its own' : false));
    expect(found).toEqual([]);
  });

  it('examples/ are plain scripts that import nothing from the repo or a package', () => {
    const scripts = PLAIN_SCRIPTS.flatMap((folder) => sourceFiles(folder, /\.(m?js|html)$/));
    expect(scripts).toContain('examples/embed/example.js');
    const found = scripts
      .flatMap(importsOf)
      .filter(({ target }) => !under(target, 'examples'))
      .map((entry) => `${describeImport(entry)}: an example stands on its own, with the loader as its only link to Portico`);
    expect(found).toEqual([]);
  });

  it('host/ and overlays/ never import mock-api/', () => {
    const found = offending(({ file, target }) =>
      (under(file, 'host') || under(file, 'overlays')) && under(target, 'mock-api') ? 'the apps reach the back end over HTTP only' : false,
    );
    expect(found).toEqual([]);
  });

  it('no product file imports a test, shared/testing/, a testing/ folder or tests/', () => {
    const found = offending(({ file, target }) => {
      if (!isProductFile(file) || !target.includes('/')) return false;
      if (isTestFile(target)) return 'product code never imports a test file';
      if (inTestingFolder(target) || under(target, 'tests')) return 'test fakes and set-up stay out of product code';
      return false;
    });
    expect(found).toEqual([]);
  });

  describe('host/', () => {
    it('every host folder is the app, a feature under host/features/ or a named ground-floor folder', () => {
      const unknown = [...new Set(files.map(hostGroup))].filter(
        (group) => group && group !== 'host/app' && !isFeature(group) && !HOST_GROUND_FLOOR.includes(group),
      );
      expect(unknown, 'name new ground-floor folders in HOST_GROUND_FLOOR and in docs/architecture.md').toEqual([]);
    });

    it('the ground floor imports no feature and not host/app', () => {
      const found = offending(({ file, target }) => {
        const from = hostGroup(file);
        if (!from || !HOST_GROUND_FLOOR.includes(from)) return false;
        const to = hostGroup(target);
        if (isFeature(to)) return `the ground floor (${from}) imports no feature`;
        if (to === 'host/app') return `the ground floor (${from}) never imports the composition root`;
        return false;
      });
      expect(found).toEqual([]);
    });

    it('a feature imports no other feature, apart from ALLOWED_FEATURE_DEPENDENCIES', () => {
      const found = offending(({ file, target }) => {
        const from = hostGroup(file);
        const to = hostGroup(target);
        if (!from || !to || !isFeature(from) || !isFeature(to) || from === to) return false;
        if (ALLOWED_FEATURE_DEPENDENCIES.includes(`${featureName(from)} -> ${featureName(to)}`)) return false;
        return `feature ${featureName(from)} imports feature ${featureName(to)}; only host/app composes features`;
      });
      expect(found).toEqual([]);
    });

    it('nothing but host/app imports host/app', () => {
      const found = offending(({ file, target }) =>
        hostGroup(target) === 'host/app' && hostGroup(file) !== 'host/app' ? 'host/app is the composition root: nothing imports it' : false,
      );
      expect(found).toEqual([]);
    });

    it('no import cycles between host features and ground-floor folders (product files)', () => {
      expect(cycleReport(hostGroup)).toEqual([]);
    });

    it('no import cycles between host folders at any depth (product files)', () => {
      expect(cycleReport((file) => (under(file, 'host') ? path.posix.dirname(file) : undefined))).toEqual([]);
    });
  });
});
