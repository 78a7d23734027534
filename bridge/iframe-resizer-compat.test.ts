// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerIframeResizerParent } from './iframe-resizer-compat';

// The script's URL: these tests never load the script (they pass their own `load`), and a real import
// fails where node_modules links outside the project (a worktree): Vite serves no file from there.
vi.mock('iframe-resizer/js/iframeResizer.contentWindow.min.js?url&no-inline', () => ({ default: '/assets/content-window.js' }));

const HOST = 'http://localhost:8080';
// What iframe-resizer 4's parent sends first: id, then its settings separated by colons.
const INIT = '[iFrameSizer]iFrameResizer0:8:false:false:32:true:true:null:bodyOffset:null:null:0:false:parent:scroll:true';

// jsdom's top window is its own parent, so a message from `window` is one from window.parent.
function post(data: unknown, { origin = HOST, source = window as Window | null } = {}) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

function otherWindow(): Window {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  return iframe.contentWindow!;
}

function start() {
  const load = vi.fn();
  const log = vi.fn();
  const stop = answerIframeResizerParent({ allowedHostOrigins: [HOST], load, log });
  return { load, log, stop };
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.iFrameResizer;
  document.body.replaceChildren();
});

describe('answerIframeResizerParent', () => {
  it('loads nothing while the parent sends no iframe-resizer message', () => {
    const { load, log, stop } = start();
    post({ namespace: 'penpal', type: 'SYN', participantId: 'x' });
    post('[iFrameResizerChild]Ready');
    post('hello');
    expect(load).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    stop();
  });

  it('ignores an init from an origin that is not allowed, and says so once', () => {
    const { load, log, stop } = start();
    post(INIT, { origin: 'https://evil.example' });
    post(INIT, { origin: 'https://evil.example' });
    expect(load).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('ignored'), { origin: 'https://evil.example' });
    stop();
  });

  it('ignores an init from an allowed origin that does not come from the framing page', () => {
    const { load, log, stop } = start();
    post(INIT, { source: otherWindow() });
    post(INIT, { source: null });
    expect(load).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
    stop();
  });

  it('asks the framing page for iframe-resizer’s init as soon as it listens, as the script does when loaded late', () => {
    const postMessage = vi.spyOn(window.parent, 'postMessage');
    const { stop } = start();
    expect(postMessage.mock.calls).toEqual([['[iFrameResizerChild]Ready', HOST]]);
    stop();
  });

  it('asks only the framing page’s origin when the referrer tells it, else every allowed origin', () => {
    const postMessage = vi.spyOn(window.parent, 'postMessage');
    const allowedHostOrigins = [HOST, 'http://localhost:9090'];
    answerIframeResizerParent({ allowedHostOrigins, load: () => {} })();
    expect(postMessage.mock.calls.map(([, origin]) => origin)).toEqual(allowedHostOrigins);
    postMessage.mockClear();
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('http://localhost:9090/hotels/nycts');
    answerIframeResizerParent({ allowedHostOrigins, load: () => {} })();
    expect(postMessage.mock.calls).toEqual([['[iFrameResizerChild]Ready', 'http://localhost:9090']]);
  });

  it('loads the script once on the first allowed init, answering only the host’s origin', () => {
    const { load, log, stop } = start();
    post(INIT);
    post(INIT);
    post('[iFrameSizer]iFrameResizer0:resize');
    expect(load).toHaveBeenCalledTimes(1);
    expect(window.iFrameResizer).toEqual({ targetOrigin: HOST });
    expect(log).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening when stopped, leaving no listener behind', () => {
    const addListener = vi.spyOn(window, 'addEventListener');
    const removeListener = vi.spyOn(window, 'removeEventListener');
    const { load, stop } = start();
    stop();
    post(INIT);
    expect(load).not.toHaveBeenCalled();
    const added = addListener.mock.calls.filter(([type]) => type === 'message').map(([, listener]) => listener);
    const removed = removeListener.mock.calls.filter(([type]) => type === 'message').map(([, listener]) => listener);
    expect(added).toHaveLength(1);
    expect(removed).toEqual(added);
  });

  it('logs to the console with the bridge’s prefix by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stop = answerIframeResizerParent({ allowedHostOrigins: [HOST], load: () => {} });
    post(INIT, { origin: 'https://evil.example' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[portico bridge\] /), { origin: 'https://evil.example' });
    stop();
  });
});
