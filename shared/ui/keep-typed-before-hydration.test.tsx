// @vitest-environment jsdom
import { useRef } from 'react';
import { Field, Form } from 'react-final-form';
import { describe, expect, it } from 'vitest';
import { recordTyping } from '../ssr/typing-recorder';
import { hydrateServerHtml } from '../testing/hydrate-server-html';
import { KeepTypedBeforeHydration } from './keep-typed-before-hydration';

type Values = { name: string; notes: string; country: string; size: string; plan: string; agrees: boolean; extras: string[] };
const initial: Values = { name: 'Ava', notes: '', country: '', size: 'M', plan: 'a', agrees: false, extras: ['crib'] };

/** A form of every kind of field, whose values after hydration are written into `seen`. */
function EveryField({ seen, browserValues }: { seen: { values?: Values }; browserValues?: Record<string, () => string | boolean> }) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Form<Values> onSubmit={() => undefined} initialValues={initial}>
      {({ values }) => {
        seen.values = values;
        return (
          <form ref={formRef}>
            <Field name="name" component="input" aria-label="Name" />
            <Field name="notes" component="textarea" aria-label="Notes" />
            {/* No option matches the starting value: the browser shows the first. */}
            <Field name="country" component="select" aria-label="Country">
              <option value="US">United States</option>
              <option value="GB">United Kingdom</option>
            </Field>
            <Field name="size" component="select" aria-label="Size">
              <option value="S">Small</option>
              <option value="M">Medium</option>
            </Field>
            {['a', 'b'].map((plan) => (
              <Field key={plan} name="plan" component="input" type="radio" value={plan} aria-label={`Plan ${plan}`} />
            ))}
            <Field name="agrees" component="input" type="checkbox" aria-label="Agrees" />
            {['crib', 'quiet'].map((extra) => (
              <Field key={extra} name="extras" component="input" type="checkbox" value={extra} aria-label={extra} />
            ))}
            <KeepTypedBeforeHydration formRef={formRef} browserValues={browserValues} />
          </form>
        );
      }}
    </Form>
  );
}

const control = <T extends Element>(container: HTMLElement, selector: string) => container.querySelector(selector) as T;

describe('KeepTypedBeforeHydration', () => {
  it('takes every kind of field changed before hydration into the form state', async () => {
    const seen: { values?: Values } = {};
    const hydrated = await hydrateServerHtml(<EveryField seen={seen} />, {
      beforeHydrate: (container) => {
        control<HTMLInputElement>(container, '[name="name"]').value = 'Noa';
        control<HTMLTextAreaElement>(container, '[name="notes"]').value = 'Late arrival';
        control<HTMLSelectElement>(container, '[name="country"]').value = 'GB';
        control<HTMLSelectElement>(container, '[name="size"]').value = 'S';
        control<HTMLInputElement>(container, '[name="plan"][value="b"]').checked = true;
        control<HTMLInputElement>(container, '[name="agrees"]').checked = true;
        control<HTMLInputElement>(container, '[name="extras"][value="crib"]').checked = false;
        control<HTMLInputElement>(container, '[name="extras"][value="quiet"]').checked = true;
      },
    });
    expect(hydrated.problems).toEqual([]);
    expect(seen.values).toEqual({ name: 'Noa', notes: 'Late arrival', country: 'GB', size: 'S', plan: 'b', agrees: true, extras: ['quiet'] });
    hydrated.unmount();
  });

  it('keeps what was typed while the page hydrated even where React put the field back, as recorded from the first script on', async () => {
    const seen: { values?: Values } = {};
    const typeAndLoseIt = (field: HTMLInputElement, value: string) => {
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      // What React does to a controlled field whose change reached no listener yet.
      field.value = field.defaultValue;
    };
    const hydrated = await hydrateServerHtml(<EveryField seen={seen} />, {
      beforeHydrate: (container) => {
        recordTyping(container);
        typeAndLoseIt(control<HTMLInputElement>(container, '[name="name"]'), 'Noa');
        // A box ticked by a click that React takes and undoes before the box's input and change events.
        container.addEventListener('click', (event) => void ((event.target as HTMLInputElement).checked = false));
        control<HTMLInputElement>(container, '[name="extras"][value="quiet"]').click();
        control<HTMLInputElement>(container, '[name="agrees"]').click();
      },
    });
    expect(seen.values).toMatchObject({ name: 'Noa', extras: ['crib', 'quiet'], agrees: true });
    expect(control<HTMLInputElement>(hydrated.container, '[name="name"]').value).toBe('Noa');
    hydrated.unmount();
  });

  it('leaves untouched fields as they started, a select showing its first option included', async () => {
    const seen: { values?: Values } = {};
    const hydrated = await hydrateServerHtml(<EveryField seen={seen} />);
    expect(seen.values).toEqual(initial);
    hydrated.unmount();
  });

  it('applies what only the browser knows to a field the visitor left alone, never over what they changed', async () => {
    const seen: { values?: Values } = {};
    const browserValues = { agrees: () => true, name: () => 'From storage' };
    const hydrated = await hydrateServerHtml(<EveryField seen={seen} browserValues={browserValues} />, {
      beforeHydrate: (container) => void (control<HTMLInputElement>(container, '[name="name"]').value = 'Typed'),
    });
    expect(seen.values).toMatchObject({ name: 'Typed', agrees: true });
    hydrated.unmount();
  });
});
