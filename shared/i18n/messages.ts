import { DEFAULT_LOCALE, type SupportedLocale } from '../domain/locales';
import type { MessageRef } from './message-ref';
import type { CatalogueArea, MessageArea, MessageArgs, MessageKey } from './message-types';

/**
 * One locale's words: `t('footer.copyright', { year })` gives the text to show; `say(ref)` words a
 * message a shared rule or the server named (`MessageRef`).
 */
export type Messages = {
  locale: SupportedLocale;
  t: <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string;
  say: (ref: MessageRef) => string;
  /** A rule's answer in words, or undefined when it found no problem (react-final-form's "no error"). */
  sayProblem: (ref: MessageRef | null | undefined) => string | undefined;
  /**
   * The words of a message named from outside (a server's `messageKey` and `messageParams`), or null when
   * `key` is not a message loaded here; parameters are taken as sent, and a missing one prints empty.
   */
  sayNamed: (key: unknown, params: unknown) => string | null;
};

type MessageFunction = (params?: unknown) => string;

/**
 * The compiled messages loaded so far, per locale, all areas merged. Only ever added to, and the same
 * for every visitor of a locale, so one server process can share them between requests.
 */
const loadedFunctions = new Map<SupportedLocale, Record<string, MessageFunction>>();
const loadedAreas = new Map<SupportedLocale, Set<MessageArea>>();

/** Loads the compiled chunks of `areas` in `locale` that are not in hand yet; a page awaits it before rendering. */
export async function loadAreas(locale: SupportedLocale, areas: readonly CatalogueArea<MessageArea>[]): Promise<void> {
  const have = loadedAreas.get(locale) ?? new Set<MessageArea>();
  const missing = areas.filter((area) => !have.has(area.name));
  const modules = await Promise.all(missing.map((area) => area.loaders[locale]()));
  const functions = loadedFunctions.get(locale) ?? {};
  modules.forEach((module, index) => {
    Object.assign(functions, module.default);
    have.add(missing[index]!.name);
  });
  loadedFunctions.set(locale, functions);
  loadedAreas.set(locale, have);
}

export function hasAreas(locale: SupportedLocale, areas: readonly CatalogueArea<MessageArea>[]): boolean {
  const have = loadedAreas.get(locale);
  return areas.every((area) => have?.has(area.name));
}

const messagesByLocale = new Map<SupportedLocale, Messages>();

/** The messages of `locale`, reading whatever areas are loaded when `t` is called. */
export function messagesFor(locale: SupportedLocale = DEFAULT_LOCALE): Messages {
  let messages = messagesByLocale.get(locale);
  if (!messages) {
    const word = (key: string, params: unknown): string => {
      const message = loadedFunctions.get(locale)?.[key];
      // The key's type guarantees some area has it: one the page did not load is a wiring mistake.
      if (!message) {
        const areas = [...(loadedAreas.get(locale) ?? [])].join(', ') || 'none';
        throw new Error(`The message ${key} is in none of the areas loaded for ${locale} (${areas})`);
      }
      return message(params);
    };
    messages = {
      locale,
      t: (key, ...args) => word(key, args[0]),
      say: (ref) => word(ref.key, ref.params),
      sayProblem: (ref) => (ref ? word(ref.key, ref.params) : undefined),
      sayNamed: (key, params) => (typeof key === 'string' && Object.hasOwn(loadedFunctions.get(locale) ?? {}, key) ? word(key, typeof params === 'object' && params !== null ? params : undefined) : null),
    };
    messagesByLocale.set(locale, messages);
  }
  return messages;
}
