/**
 * What a visitor typed into a server-rendered form while its page was hydrating. React may take such an
 * input event before the form's fields listen (between hydration's commit and its effects) and then put
 * the field back to its rendered value, so the DOM alone cannot tell what was typed. Recorded here from
 * the page's first script on, ahead of React's own listeners, and read once by
 * KeepTypedBeforeHydration as each form hydrates.
 */
export type TypedSnapshot = { value: string; checked: boolean };

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const typed = new WeakMap<Element, TypedSnapshot>();

const isFormControl = (target: EventTarget | null): target is FormControl =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/** Check boxes and radio buttons change on click, which React takes rather than their input event. */
const isToggle = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');

/** Starts recording every field typed into under `root`; call before React attaches to it. */
export function recordTyping(root: HTMLElement): void {
  const record = (target: FormControl) => {
    typed.set(target, { value: target.value, checked: target instanceof HTMLInputElement && target.checked });
    // A radio button checked unchecks the others of its group without an event of theirs.
    if (target instanceof HTMLInputElement && target.type === 'radio' && target.checked && target.form) {
      for (const other of Array.from(target.form.elements)) {
        if (other !== target && other instanceof HTMLInputElement && other.type === 'radio' && other.name === target.name) typed.set(other, { value: other.value, checked: false });
      }
    }
  };
  const recordTyped = (event: Event) => {
    if (isFormControl(event.target) && !isToggle(event.target)) record(event.target);
  };
  // A box's click is seen already toggled, before React's handler: a field that does not listen yet
  // makes React put the box back before its input and change events, which would then record it unticked.
  const recordToggled = (event: Event) => {
    if (isToggle(event.target)) record(event.target);
  };
  // Capturing, and added before React's listeners on the same root: this sees the value as typed.
  root.addEventListener('input', recordTyped, true);
  root.addEventListener('change', recordTyped, true);
  root.addEventListener('click', recordToggled, true);
}

/** What was last typed into `control` since recording began, if anything. */
export function typedInto(control: Element): TypedSnapshot | undefined {
  return typed.get(control);
}
