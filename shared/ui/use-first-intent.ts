import { useEffect, type RefObject } from 'react';

/** What a visitor does to use a form: a key, a press, or a value put in (typed, pasted, autofilled). */
const INTENT_EVENTS = ['keydown', 'pointerdown', 'input', 'change'];

/**
 * Calls `onIntent` (the one given as it mounts) once, at the visitor's first sign of using what `ref`
 * holds: a key, a pointer press or a value put in inside it, or at once when focus is already inside it
 * as the page hydrates (they typed before the script ran). A chunk only a submission needs is then
 * fetched while they fill the form, not with the page's first load, which a visitor who only looks never
 * needs. A focus the host gives the form on opening is no such sign.
 */
export function useFirstIntent(ref: RefObject<HTMLElement | null>, onIntent: () => void): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.contains(document.activeElement)) return onIntent();
    const listening = new AbortController();
    const intent = () => {
      listening.abort();
      onIntent();
    };
    INTENT_EVENTS.forEach((name) => element.addEventListener(name, intent, { capture: true, signal: listening.signal }));
    return () => listening.abort();
    // Once, as it mounts: the callers' `onIntent` asks for a chunk, the same whenever it is called.
  }, [ref]);
}
