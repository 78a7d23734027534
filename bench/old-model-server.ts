import { createServer, request, type Server } from 'node:http';

/**
 * The spec's old way of opening the sign-in overlay, rebuilt as the baseline for the open-time bench:
 * on click, fetch the overlay's HTML, wait 1000 ms, inject it into the page, then show it. The page
 * is served on its own port, which forwards everything else to the overlay origin so that the fetch
 * and the overlay's scripts are same-origin, as they were in the old model.
 */
const OLD_MODEL_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Old overlay model</title></head>
<body>
<button id="open" type="button">Sign in</button>
<div id="container" hidden></div>
<script type="module">
document.getElementById('open').addEventListener('click', async () => {
  const html = await (await fetch('/signInOverlay.mi?overlay=true', { headers: { accept: 'text/html' } })).text();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const overlay = new DOMParser().parseFromString(html, 'text/html');
  const container = document.getElementById('container');
  for (const node of overlay.head.querySelectorAll('link[rel="stylesheet"], script[type="application/json"]')) {
    container.append(document.importNode(node, true));
  }
  container.append(document.importNode(overlay.getElementById('root'), true));
  for (const script of overlay.querySelectorAll('script[type="module"][src]')) {
    const copy = document.createElement('script');
    copy.type = 'module';
    copy.src = script.getAttribute('src');
    container.append(copy);
  }
  container.hidden = false;
});
</script>
</body></html>`;

export function startOldModelServer(port: number, overlayOrigin: string): Promise<Server> {
  const target = new URL(overlayOrigin);
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === '/old-model.html') {
      outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(OLD_MODEL_PAGE);
      return;
    }
    const forwarded = request(
      { host: '127.0.0.1', port: target.port, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
