import { useEffect } from 'react';
import { useForm } from 'react-final-form';

type DraftValue = string | boolean;

/**
 * What a guest typed into a form, kept in the tab's sessionStorage, so that a reload of the page or of
 * its frame (the host reloads an overlay that stopped answering) loses nothing. Only the fields named in
 * `kept` are stored: never a password, nor a card's number, security code or expiry, which must not
 * outlive the form. Storage that is full or blocked (private mode, a partitioned frame) keeps nothing and
 * the form works as ever.
 *
 * `scope` says how long: `tab`, for as long as the tab lives (a booking step, keyed by its cart, survives
 * a reload of the whole page); `frame`, for as long as this page's frame does, through any reload of it,
 * so a dialog closed and opened again (a new frame) starts empty, as a guest who closed it expects.
 */
export type FormDraft<Values> = {
  /** The kept fields as stored, or null when there is no draft. */
  read(): Partial<Values> | null;
  save(values: Values): void;
  /** Once the form has done its job: a draft of a finished form must not come back. */
  clear(): void;
};

export function formDraft<Values extends object>(key: string, kept: readonly (keyof Values & string)[], scope: 'tab' | 'frame'): FormDraft<Values> {
  const storageKey = scope === 'tab' ? `portico.draft.${key}` : `portico.draft.${key}.${frameId()}`;
  // Only the kept fields, and only text and choices: what another script wrote there is not read.
  const keptOf = (values: object): Partial<Values> =>
    Object.fromEntries(Object.entries(values).filter(([name, value]) => kept.includes(name as keyof Values & string) && (typeof value === 'string' || typeof value === 'boolean'))) as Partial<Values>;
  // Storage that is full or blocked throws: the form does not need its draft.
  const attempt = <Result>(action: () => Result): Result | null => {
    try {
      return action();
    } catch {
      return null;
    }
  };
  return {
    read() {
      const found = attempt(() => keptOf(Object(JSON.parse(sessionStorage.getItem(storageKey) ?? '{}'))));
      return found && Object.keys(found).length > 0 ? found : null;
    },
    save: (values) => void attempt(() => sessionStorage.setItem(storageKey, JSON.stringify(keptOf(values)))),
    clear: () => void attempt(() => sessionStorage.removeItem(storageKey)),
  };
}

const FRAME_ID_PREFIX = 'portico-frame:';

/**
 * This browsing context's id: kept in `window.name`, which lives as long as the frame (or tab) does,
 * through reloads and navigations, while a new frame starts without it. Given once, on first use.
 */
function frameId(): string {
  if (typeof window === 'undefined') return 'server';
  // getRandomValues, unlike randomUUID, is there on a page served over plain http too.
  const freshId = () => Array.from(crypto.getRandomValues(new Uint32Array(3)), (part) => part.toString(36)).join('');
  if (!window.name.startsWith(FRAME_ID_PREFIX)) window.name = `${FRAME_ID_PREFIX}${freshId()}`;
  return window.name.slice(FRAME_ID_PREFIX.length);
}

/** Put inside a react-final-form form: saves the draft's fields as the guest changes them. */
export function SaveDraft<Values extends object>({ draft }: { draft: FormDraft<Values> }) {
  const form = useForm<Values>();
  useEffect(() => form.subscribe(({ values }) => draft.save(values), { values: true }), [form, draft]);
  return null;
}

/**
 * A draft read before the form rendered, as KeepTypedBeforeHydration's browser values: each kept field
 * that the guest has not changed since the server rendered it takes its value from the draft.
 */
export function draftBrowserValues<Values extends object>(draft: Partial<Values> | null): Record<string, () => DraftValue> {
  return Object.fromEntries(Object.entries(draft ?? {}).map(([name, value]) => [name, () => value as DraftValue]));
}
