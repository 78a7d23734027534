// The package's own minified build, licence header included, emitted by Vite as a file of its own (13.5 kB,
// 5.1 kB gzip; never inlined, as the CSP allows scripts from 'self' only). Only its URL is bundled here.
import contentWindowScriptUrl from 'iframe-resizer/js/iframeResizer.contentWindow.min.js?url&no-inline';
import type { IgnoredMessageLog } from './origin-guard';

/**
 * The options iframe-resizer 4's content-window script reads from `window.iFrameResizer` when the
 * parent's init arrives. Only the one we set is typed; the script accepts more.
 */
type IframeResizerPageOptions = { targetOrigin: string };

declare global {
  interface Window {
    iFrameResizer?: IframeResizerPageOptions;
  }
}

export type AnswerIframeResizerParentOptions = {
  /** Host origins this overlay may talk to; the same list the server puts in `frame-ancestors`. */
  allowedHostOrigins: readonly string[];
  /** Loads iframe-resizer's content-window script; tests pass a spy. */
  load?: () => void;
  /** Where ignored messages are reported; defaults to the console, as the bridge's origin guard does. */
  log?: IgnoredMessageLog;
};

/** Every message of the iframe-resizer 4 protocol from parent to child starts with this. */
const PARENT_MESSAGE_PREFIX = '[iFrameSizer]';

/**
 * Adds the content-window script to the page as the classic script it is written as. Not bundled (a
 * plain `import('iframe-resizer/js/…')`): the file is CommonJS-shaped, and Rolldown would then move its
 * CommonJS helpers, which React's code in each overlay's entry uses too, to a chunk of their own that
 * every overlay loads first (180 bytes gzip more on sign-in). A script that fails to load is reported by
 * the browser; the frame keeps the height its page gives it.
 */
function loadContentWindowScript() {
  const script = document.createElement('script');
  script.src = contentWindowScriptUrl;
  document.head.append(script);
}

/**
 * Where to ask for the parent's init: its origin, when the browser tells it (ancestorOrigins, not in
 * Firefox; else the referrer's origin) and it is allowed; otherwise every allowed origin, as the
 * overlay's frame-ancestors leave window.parent on one of them. Never '*', though the words carry nothing.
 */
function readyTargets(allowedHostOrigins: readonly string[]): readonly string[] {
  const told = window.location.ancestorOrigins?.[0] ?? (document.referrer && new URL(document.referrer).origin);
  return told && allowedHostOrigins.includes(told) ? [told] : allowedHostOrigins;
}

const defaultLog: IgnoredMessageLog = (message, detail) => console.warn(`[portico bridge] ${message}`, detail);

/**
 * Overlay side, when framed: lets a page that already sizes its iframes with iframe-resizer 4 (the MIT
 * line that iframe-resizer-react 1.x wraps) size this overlay without our loader. Nothing is loaded
 * until the framing page, on an allowed origin, sends one of iframe-resizer's messages (its init comes
 * first); then the package's own content-window script is loaded, once. Returns a function that stops
 * listening; a script already loaded stays for the page's life (version 4 has no way to remove it).
 */
export function answerIframeResizerParent({
  allowedHostOrigins,
  load = loadContentWindowScript,
  log = defaultLog,
}: AnswerIframeResizerParentOptions): () => void {
  let hasLogged = false;
  const onMessage = (event: MessageEvent) => {
    // The same test as the script's own ('' + data), so both agree on which messages are iframe-resizer's.
    if (!String(event.data).startsWith(PARENT_MESSAGE_PREFIX)) return;
    if (allowedHostOrigins.includes(event.origin) && event.source === window.parent) {
      stop();
      // The script answers whichever window sent its init, to any origin ('*') by default; pinned to
      // the host's origin, a height can reach only the page that frames us.
      window.iFrameResizer = { targetOrigin: event.origin };
      // This message is spent: the script was not listening yet. It needs no copy, though: loaded after
      // the document, it posts '[iFrameResizerChild]Ready' to window.parent (its chkLateLoaded), and a
      // version 4 parent answers that by sending its init to every frame it sizes again.
      load();
    } else if (!hasLogged) {
      hasLogged = true;
      log('ignored an iframe-resizer message not from the host page', { origin: event.origin });
    }
  };
  const stop = () => window.removeEventListener('message', onMessage);
  window.addEventListener('message', onMessage);
  // A parent sends its init when the frame has loaded, before this listens: ask for it again, with the
  // words the script itself posts when it is loaded late.
  for (const origin of readyTargets(allowedHostOrigins)) window.parent.postMessage('[iFrameResizerChild]Ready', origin);
  return stop;
}
