import type { SupportedLocale } from '../domain/locales';
import type { MessageParamsByArea } from './generated/message-params';

/**
 * The parts the catalogues are cut into: `common` for the shared UI kit, and one per app, so that an
 * overlay loads its own words and not the host's.
 */
export type MessageArea = keyof MessageParamsByArea;

/** An area's compiled module: each key a function of its parameters. */
export type CompiledArea<A extends MessageArea> = {
  [K in keyof MessageParamsByArea[A]]: (params: MessageParamsByArea[A][K]) => string;
};

/** An area's compiled module in each locale, loaded on demand. */
export type CatalogueArea<A extends MessageArea> = {
  name: A;
  loaders: { [L in SupportedLocale]: () => Promise<{ default: CompiledArea<A> }> };
};

/** Any message's key, whatever its area (each key lives in exactly one; the compile script checks). */
export type MessageKey = { [A in MessageArea]: keyof MessageParamsByArea[A] }[MessageArea];

/** The parameters a message takes; undefined for a message that takes none. */
export type MessageParams<K extends MessageKey> = {
  [A in MessageArea]: K extends keyof MessageParamsByArea[A] ? MessageParamsByArea[A][K] : never;
}[MessageArea];

/** What `t` takes after the key: nothing for a plain message, else its parameters. */
export type MessageArgs<K extends MessageKey> = MessageParams<K> extends undefined ? [] : [params: MessageParams<K>];
