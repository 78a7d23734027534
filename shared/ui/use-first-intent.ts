import { useEffect, useRef, type RefObject } from 'react';

/** What a visitor does to use a form: a key, a press, or a value put in (typed, pasted, autofilled). */
const INTENT_EVENTS = ['keydown', 'pointerdown', 'input', 'change'] as const;

/**
 * Calls `onIntent` once, at the visitor's first sign of using what `ref` holds: a key, a pointer press
 * or a value put in inside it, or at once when focus is already inside it as the page hydrates (they
 * typed before the script ran). A chunk only a submission needs is then fetched while they fill the
 * form, not with the page's first load, which a visitor who only looks never needs. A focus the host
 * gives the form on opening is no such sign.
 */
export function useFirstIntent(ref: RefObject<HTMLElement | null>, onIntent: () => void): void {
  const latest = useRef(onIntent);
  latest.current = onIntent;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let isDone = false;
    const stop = () => INTENT_EVENTS.forEach((name) => element.removeEventListener(name, intent, true));
    function intent() {
      if (isDone) return;
      isDone = true;
      stop();
      latest.current();
    }
    if (element.contains(document.activeElement)) intent();
    else INTENT_EVENTS.forEach((name) => element.addEventListener(name, intent, true));
    return stop;
  }, [ref]);
}
