import { useCallback, useInsertionEffect, useRef } from 'react';
import { Form as FinalForm, type FormProps } from 'react-final-form';

/**
 * react-final-form's `Form`, whose submit always runs the `onSubmit` of the latest render.
 * Final Form takes a new `onSubmit` only in a passive effect, which React may run a task after the
 * render that changed it; a click in between (the button enabled by that render, say as the bridge
 * connects) would run the old handler, one that still thinks the host is away. The handler is kept in
 * a ref that is set before any layout effect or event of the commit can call it.
 */
export function Form<Values extends Record<string, unknown>>({ onSubmit, ...props }: FormProps<Values>) {
  const latestOnSubmit = useRef(onSubmit);
  useInsertionEffect(() => {
    latestOnSubmit.current = onSubmit;
  });
  const submit = useCallback<FormProps<Values>['onSubmit']>((...args) => latestOnSubmit.current(...args), []);
  return <FinalForm<Values> {...props} onSubmit={submit} />;
}
