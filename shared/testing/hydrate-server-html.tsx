import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

export type HydratedPage = {
  container: HTMLElement;
  /** The HTML the server render made. */
  html: string;
  /** What React said while hydrating: console errors and warnings, and mismatches it recovered from. */
  problems: string[];
  unmount(): void;
};

/**
 * A server render then its hydration, in jsdom with React's development build (which, unlike the
 * production build, checks attributes as well as text): `serverElement` is rendered to HTML as the
 * server does and put in the document, `beforeHydrate` may act on it as a visitor would before the
 * script runs, then `clientElement` (what the browser's entry renders; the same by default) hydrates it.
 */
export async function hydrateServerHtml(
  serverElement: ReactNode,
  { clientElement = serverElement, beforeHydrate }: { clientElement?: ReactNode; beforeHydrate?(container: HTMLElement): void } = {},
): Promise<HydratedPage> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const html = renderToString(serverElement);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  beforeHydrate?.(container);
  const problems: string[] = [];
  const record = (...args: unknown[]) => void problems.push(args.map(String).join(' '));
  const errors = vi.spyOn(console, 'error').mockImplementation(record);
  const warnings = vi.spyOn(console, 'warn').mockImplementation(record);
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, clientElement, { onRecoverableError: (error) => record('recoverable:', error) });
    });
  } finally {
    errors.mockRestore();
    warnings.mockRestore();
  }
  return {
    container,
    html,
    problems,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
