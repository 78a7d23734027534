import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { PageTemplate } from './page-template';

export type StreamPageOptions = {
  /** Written just before `</body>`: the page's data for the browser. */
  tail: string;
  /**
   * Wait for every Suspense boundary before the first byte (an overlay's lazily loaded parts): the page
   * then holds all its HTML and none of the inline scripts React streams late boundaries with, which the
   * page's CSP would refuse. Without it the stream starts once the shell is ready.
   */
  waitForAll?: boolean;
};

/** The app's element rendered by React into its built index.html, as a stream of text. */
export async function streamPage(template: PageTemplate, element: ReactNode, { tail, waitForAll = false }: StreamPageOptions): Promise<AsyncIterable<string>> {
  const body = await renderStream(element, waitForAll);
  return page(template, body, tail);
}

function renderStream(element: ReactNode, waitForAll: boolean): Promise<PassThrough> {
  return new Promise((resolve, reject) => {
    const output = new PassThrough();
    const ready = () => resolve(pipe(output));
    const { pipe } = renderToPipeableStream(element, {
      ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
      onShellError: reject,
      onError: (error) => {
        console.error('server render failed', error);
      },
    });
  });
}

async function* page(template: PageTemplate, body: PassThrough, tail: string): AsyncIterable<string> {
  yield template.beforeRoot;
  for await (const chunk of body) yield typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  yield template.afterRoot.replace('</body>', `${tail}</body>`);
}
