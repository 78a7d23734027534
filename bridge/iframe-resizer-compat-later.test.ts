// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerIframeResizerParentLater } from './iframe-resizer-compat-later';

// The script's URL: these tests never load the script (they pass their own `load`), and a real import
// fails where node_modules links outside the project (a worktree): Vite serves no file from there.
vi.mock('iframe-resizer/js/iframeResizer.contentWindow.min.js?url&no-inline', () => ({ default: '/assets/content-window.js' }));

const HOST = 'http://localhost:8080';
const INIT = '[iFrameSizer]iFrameResizer0:8:false:false:32:true:true:null:bodyOffset:null:null:0:false:parent:scroll:true';

// jsdom's top window is its own parent, so a message from `window` is one from window.parent.
const postInit = () => window.dispatchEvent(new MessageEvent('message', { data: INIT, origin: HOST, source: window }));

afterEach(() => {
  vi.restoreAllMocks();
  delete window.iFrameResizer;
});

describe('answerIframeResizerParentLater', () => {
  it('answers an iframe-resizer parent once its code is here', async () => {
    const load = vi.fn();
    const stop = answerIframeResizerParentLater({ allowedHostOrigins: [HOST], load });
    await vi.waitFor(() => {
      postInit();
      expect(load).toHaveBeenCalledTimes(1);
    });
    stop();
  });

  it('never starts listening when stopped before its code is here', async () => {
    const load = vi.fn();
    const addListener = vi.spyOn(window, 'addEventListener');
    answerIframeResizerParentLater({ allowedHostOrigins: [HOST], load })();
    await import('./iframe-resizer-compat');
    await new Promise((resolve) => setTimeout(resolve, 10));
    postInit();
    expect(load).not.toHaveBeenCalled();
    expect(addListener.mock.calls.filter(([type]) => type === 'message')).toEqual([]);
  });
});
