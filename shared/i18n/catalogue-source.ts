import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { catalogueBaseOf, DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '../domain/locales';

/**
 * The message catalogues as written (shared/i18n/messages/{locale}/{area}.json: flat keys to ICU
 * MessageFormat texts), read and checked by the compile script and by the catalogue test. Node only:
 * the apps load the compiled modules instead. A variant's folder (`CATALOGUE_BASES`) holds only the
 * areas and keys it words differently; `completeCatalogues` fills in the rest from its base.
 */
export type SourceCatalogues = Map<string, Map<string, Record<string, string>>>;

/** How a parameter is used: counted (plural, number), chosen by (select), or printed as given. */
export type ParamKind = 'number' | 'text' | 'any';

export function readCatalogues(messagesDir: string): SourceCatalogues {
  const catalogues: SourceCatalogues = new Map();
  for (const locale of readdirSync(messagesDir).sort()) {
    const dir = path.join(messagesDir, locale);
    const areas = new Map<string, Record<string, string>>();
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
      areas.set(file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>);
    }
    catalogues.set(locale, areas);
  }
  return catalogues;
}

const RANK: Record<ParamKind, number> = { any: 0, text: 1, number: 2 };

/** The parameters an ICU text takes, by name; throws on a text that is not valid MessageFormat. */
export function messageParamsOf(source: string): Record<string, ParamKind> {
  const params: Record<string, ParamKind> = {};
  const note = (name: string, kind: ParamKind) => {
    const seen = params[name];
    params[name] = seen && RANK[seen] > RANK[kind] ? seen : kind;
  };
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') note(token.arg, 'any');
      else if (token.type === 'function') note(token.arg, token.key === 'number' ? 'number' : 'any');
      else if (token.type === 'plural' || token.type === 'selectordinal') note(token.arg, 'number');
      else if (token.type === 'select') note(token.arg, 'text');
      if ('cases' in token) for (const choice of token.cases) visit(choice.tokens);
    }
  };
  visit(parse(source, { strict: false }));
  return params;
}

/**
 * Every way the catalogues disagree with en-US, the reference: a locale missing or unknown, an area
 * or a key missing or extra, a text that does not parse, a translation taking other parameters, a
 * key in two areas. A variant (`CATALOGUE_BASES`) holds only its differences from its base, so it may
 * lack any area or key; each of its overrides must be a key of the same area of its base, say it in
 * other words, and take the same parameters. Empty when they agree.
 */
export function catalogueProblems(catalogues: SourceCatalogues): string[] {
  const problems: string[] = [];
  const reference = catalogues.get(DEFAULT_LOCALE);
  if (!reference) return [`no ${DEFAULT_LOCALE} catalogue`];
  for (const locale of catalogues.keys()) {
    if (!(SUPPORTED_LOCALES as readonly string[]).includes(locale)) problems.push(`${locale}: not a supported locale`);
  }
  const areaOfKey = new Map<string, string>();
  for (const [area, messages] of reference) {
    for (const key of Object.keys(messages)) {
      const other = areaOfKey.get(key);
      if (other) problems.push(`${key}: in both ${other} and ${area}`);
      areaOfKey.set(key, area);
    }
  }
  for (const locale of SUPPORTED_LOCALES) {
    const base = catalogueBaseOf(locale);
    if (base) {
      problems.push(...variantProblems(catalogues, locale, base));
      continue;
    }
    const areas = catalogues.get(locale);
    if (!areas) {
      problems.push(`${locale}: no catalogue`);
      continue;
    }
    for (const area of areas.keys()) if (!reference.has(area)) problems.push(`${locale}/${area}: an area en-US does not have`);
    for (const [area, expected] of reference) {
      const messages = areas.get(area);
      if (!messages) {
        problems.push(`${locale}/${area}: missing`);
        continue;
      }
      for (const key of Object.keys(messages)) if (!(key in expected)) problems.push(`${locale}/${area}: ${key} is not an en-US key`);
      for (const [key, source] of Object.entries(expected)) {
        const text = messages[key];
        if (typeof text !== 'string' || text.trim() === '') {
          problems.push(`${locale}/${area}: ${key} is missing`);
          continue;
        }
        problems.push(...parameterProblems(`${locale}/${area}: ${key}`, source, text, DEFAULT_LOCALE));
      }
    }
  }
  return problems;
}

/** A variant's overrides that name no key of its base, copy its base's words or take other parameters. */
function variantProblems(catalogues: SourceCatalogues, locale: SupportedLocale, base: SupportedLocale): string[] {
  if (catalogueBaseOf(base)) return [`${locale}: its base ${base} is a variant itself`];
  // A missing base is the base's own problem; a variant with no folder differs from its base in nothing.
  const baseAreas = catalogues.get(base);
  if (!baseAreas) return [];
  const problems: string[] = [];
  for (const [area, overrides] of catalogues.get(locale) ?? []) {
    const inherited = baseAreas.get(area);
    if (!inherited) {
      problems.push(`${locale}/${area}: an area ${base} does not have`);
      continue;
    }
    for (const [key, text] of Object.entries(overrides)) {
      const where = `${locale}/${area}: ${key}`;
      const source = inherited[key];
      if (typeof source !== 'string') problems.push(`${where} overrides no ${base} key of ${area}`);
      else if (typeof text !== 'string' || text.trim() === '') problems.push(`${where} is empty (leave it out to inherit ${base}'s)`);
      else if (text === source) problems.push(`${where} copies ${base}'s text (leave it out to inherit it)`);
      else problems.push(...parameterProblems(where, source, text, base));
    }
  }
  return problems;
}

/**
 * Each supported locale's whole catalogue, as the apps get it: a full translation as written, a
 * variant as its base's areas with the variant's overrides in place of their texts (the base's order
 * of keys, so a variant compiles as a full copy would).
 */
export function completeCatalogues(catalogues: SourceCatalogues): SourceCatalogues {
  const complete: SourceCatalogues = new Map();
  for (const locale of SUPPORTED_LOCALES) {
    const base = catalogueBaseOf(locale);
    const own = catalogues.get(locale) ?? new Map<string, Record<string, string>>();
    if (!base) {
      complete.set(locale, own);
      continue;
    }
    const inherited = catalogues.get(base) ?? new Map<string, Record<string, string>>();
    complete.set(locale, new Map([...inherited].map(([area, messages]) => [area, { ...messages, ...own.get(area) }])));
  }
  return complete;
}

function parameterProblems(where: string, reference: string, text: string, referenceLocale: string): string[] {
  try {
    const wanted = Object.keys(messageParamsOf(reference)).sort().join(', ');
    const given = Object.keys(messageParamsOf(text)).sort().join(', ');
    return wanted === given ? [] : [`${where} takes {${given}} where ${referenceLocale} takes {${wanted}}`];
  } catch (error) {
    return [`${where} is not valid MessageFormat: ${(error as Error).message}`];
  }
}
