import { useEffect, useState, type RefObject } from 'react';
import { useForm } from 'react-final-form';
import type { FormApi } from 'final-form';
import { typedInto } from '../ssr/typing-recorder';
import { useIsHydrated } from '../ssr/use-is-hydrated';

export type KeepTypedBeforeHydrationProps = {
  /** The form element the fields are in. */
  formRef: RefObject<HTMLFormElement | null>;
  /**
   * Fields whose starting value only the browser knows (its storage): the server rendered a default,
   * and the browser's value is applied on hydration to each of them the visitor has not changed yet.
   */
  browserValues?: Record<string, () => string | boolean>;
};

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Put inside a react-final-form form rendered on the server, after its fields. A visitor may type into
 * the server's HTML before the script runs; hydration keeps those values in the DOM but the form's state
 * starts from its initial values, and the next render of a field would put those back. So, once
 * hydrated, every field whose DOM value differs from what the server rendered is taken into the form's
 * state: text fields, text areas, selects, radio groups, check boxes (one box is a boolean field, boxes
 * sharing a name with an array value are a list). It runs as an effect after the fields' own, which
 * register them with the form, and before any render that follows hydration.
 */
export function KeepTypedBeforeHydration({ formRef, browserValues = {} }: KeepTypedBeforeHydrationProps) {
  const form = useForm();
  const isHydrated = useIsHydrated();
  // Only a first render that hydrates server HTML can find anything typed before it.
  const [isHydrating] = useState(!isHydrated);
  useEffect(() => {
    const element = formRef.current;
    if (!isHydrating || !element) return;
    const controlsByName = controlsOf(element, new Set(form.getRegisteredFields()));
    for (const [name, controls] of controlsByName) {
      const typed = typedValueOf(controls, form, name);
      if (typed !== undefined) changeHeard(form, name, typed);
      else if (browserValues[name]) form.change(name, browserValues[name]!());
    }
    // Once, after hydration; later changes reach the form through its own handlers.
  }, []);
  return null;
}

function controlsOf(form: HTMLFormElement, registered: Set<string>): Map<string, FormControl[]> {
  const byName = new Map<string, FormControl[]>();
  for (const control of Array.from(form.elements)) {
    const isFormControl = control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement;
    if (!isFormControl || !registered.has(control.name)) continue;
    byName.set(control.name, [...(byName.get(control.name) ?? []), control]);
  }
  return byName;
}

/**
 * What the visitor changed a field to before hydration, or undefined when it still shows what the server
 * rendered: as recorded while the page hydrated (typing-recorder.ts), else as the DOM shows it (typed
 * before the page's script ran).
 */
function typedValueOf(controls: FormControl[], form: FormApi, name: string): unknown {
  if (!controls.some((control) => typedInto(control) !== undefined || isChanged(control))) return undefined;
  const isChecked = (control: HTMLInputElement) => typedInto(control)?.checked ?? control.checked;
  const [first] = controls;
  if (first instanceof HTMLInputElement && first.type === 'radio') return (controls as HTMLInputElement[]).find(isChecked)?.value ?? '';
  if (first instanceof HTMLInputElement && first.type === 'checkbox') {
    const boxes = controls as HTMLInputElement[];
    const isList = Array.isArray(form.getFieldState(name)?.value) || boxes.length > 1;
    return isList ? boxes.filter(isChecked).map((box) => box.value) : isChecked(first);
  }
  return typedInto(first!)?.value ?? first!.value;
}

/**
 * Changes a field so that it is heard. Typed while the page hydrated, the change may have reached the
 * form before the field listened, and React then put the field back to its rendered value; a field hears
 * only a value unlike the last it was told of, so it is changed by way of undefined.
 */
function changeHeard(form: FormApi, name: string, value: unknown) {
  if (JSON.stringify(form.getFieldState(name)?.value) === JSON.stringify(value)) form.change(name, undefined);
  form.change(name, value);
}

function isChanged(control: FormControl): boolean {
  if (control instanceof HTMLSelectElement) {
    // With no option marked (the server's value matched none) the browser shows the first one.
    const shown = Array.from(control.options).find((option) => option.defaultSelected) ?? control.options[0];
    return control.value !== (shown?.value ?? '');
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}
