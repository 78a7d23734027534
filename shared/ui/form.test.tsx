// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Form } from './form';

/**
 * Submits the form once for each `handler` it is given, as soon as the render that gave it is committed:
 * before passive effects run, as a click may land.
 */
function SubmitOnCommit({ submit, handler }: { submit: () => unknown; handler: string }) {
  const submitted = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (submitted.current === handler) return;
    submitted.current = handler;
    void submit();
  });
  return null;
}

describe('Form', () => {
  it('submits with the onSubmit of the render a click lands after, not one a render before', () => {
    const hostAway = vi.fn();
    const hostConnected = vi.fn();
    const formFor = (onSubmit: () => void, handler: string) => (
      <Form onSubmit={onSubmit}>{({ handleSubmit }) => <SubmitOnCommit submit={handleSubmit} handler={handler} />}</Form>
    );
    const { rerender } = render(formFor(hostAway, 'away'));
    expect(hostAway).toHaveBeenCalledTimes(1);

    rerender(formFor(hostConnected, 'connected'));
    expect(hostConnected).toHaveBeenCalledTimes(1);
    expect(hostAway).toHaveBeenCalledTimes(1);
  });

  it('is the Form every product form uses: none takes react-final-form’s own', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const productFiles = ['host', 'overlays', 'shared']
      .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'shared/ui/form.tsx');
    const ownForm = productFiles.filter((file) => /import \{[^}]*\bForm\b[^}]*\} from 'react-final-form'/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(productFiles.length).toBeGreaterThan(300);
    expect(ownForm).toEqual([]);
  });
});
