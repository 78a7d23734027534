import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '../domain/locales';

/**
 * The message catalogues as written (shared/i18n/messages/{locale}/{area}.json: flat keys to ICU
 * MessageFormat texts), read and checked by the compile script and by the catalogue test. Node only:
 * the apps load the compiled modules instead.
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
 * key in two areas. Empty when they agree.
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
        problems.push(...parameterProblems(`${locale}/${area}: ${key}`, source, text));
      }
    }
  }
  return problems;
}

function parameterProblems(where: string, reference: string, text: string): string[] {
  try {
    const wanted = Object.keys(messageParamsOf(reference)).sort().join(', ');
    const given = Object.keys(messageParamsOf(text)).sort().join(', ');
    return wanted === given ? [] : [`${where} takes {${given}} where en-US takes {${wanted}}`];
  } catch (error) {
    return [`${where} is not valid MessageFormat: ${(error as Error).message}`];
  }
}
