// @vitest-environment jsdom
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { HYDRATION_ERROR_PREFIX, mountApp } from './mount-app';

describe('mountApp', () => {
  it('marks the root hydrated only once the app’s own effects have run, and the server’s HTML is kept', async () => {
    const seen: boolean[] = [];
    function App() {
      useEffect(() => {
        seen.push(document.getElementById('app-root')!.hasAttribute('data-hydrated'));
      }, []);
      return <button type="button">Continue</button>;
    }
    const root = document.createElement('div');
    root.id = 'app-root';
    root.innerHTML = renderToString(<App />);
    document.body.append(root);
    const button = root.querySelector('button');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    mountApp(root, <App />, { isServerRendered: true });
    await waitFor(() => expect(root.hasAttribute('data-hydrated')).toBe(true));
    expect(seen).toEqual([false]);
    expect(root.querySelector('button')).toBe(button);
    expect(errors.mock.calls.filter(([first]) => first === HYDRATION_ERROR_PREFIX)).toEqual([]);
    errors.mockRestore();
  });
});
