import { useEffect, useState, type RefObject } from 'react';
import { useForm } from 'react-final-form';
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

/**
 * Put inside a react-final-form form rendered on the server, after its fields (text-like inputs and
 * check boxes: what the overlays' first forms have). A visitor may type into
 * the server's HTML before the script runs; hydration keeps those values in the DOM but the form's state
 * starts from its initial values, and the next render of a field would put those back. So, once
 * hydrated, every field whose DOM value differs from what the server rendered is taken into the form's
 * state. It runs as an effect after the fields' own, which register them with the form, and before any
 * render that follows hydration.
 */
export function KeepTypedBeforeHydration({ formRef, browserValues = {} }: KeepTypedBeforeHydrationProps) {
  const form = useForm();
  const isHydrated = useIsHydrated();
  // Only a first render that hydrates server HTML can find anything typed before it.
  const [isHydrating] = useState(!isHydrated);
  useEffect(() => {
    const element = formRef.current;
    if (!isHydrating || !element) return;
    const registered = new Set(form.getRegisteredFields());
    form.batch(() => {
      for (const field of Array.from(element.elements)) {
        if (!(field instanceof HTMLInputElement) || !registered.has(field.name)) continue;
        const typed = typedValueOf(field);
        if (typed !== undefined) form.change(field.name, typed);
        else if (browserValues[field.name]) form.change(field.name, browserValues[field.name]!());
      }
    });
    // Once, after hydration; later changes reach the form through its own handlers.
  }, []);
  return null;
}

/** What the visitor changed an input to before hydration, or undefined when it still shows what the server rendered. */
function typedValueOf(field: HTMLInputElement): string | boolean | undefined {
  if (field.type === 'checkbox') return field.checked !== field.defaultChecked ? field.checked : undefined;
  return field.value !== field.defaultValue ? field.value : undefined;
}
