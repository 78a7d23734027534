/**
 * The part of Vite's build manifest (`dist/{app}/.vite/manifest.json`, `build.manifest`) a server render
 * reads: for each source module that starts a chunk, its file and the chunks it imports statically.
 */
export type ClientManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * Every script the browser needs to run the given source modules (repository paths, as the manifest keys
 * them), their chunks' static imports included, as the addresses under `base` the app's own preloading
 * would add. A module the manifest does not know (a build without it, a renamed page) adds nothing.
 */
export function scriptsOfModules(manifest: ClientManifest, modules: readonly string[], base: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [...files].map((file) => `${base}${file}`);
}

/**
 * `<link rel="modulepreload">` for each script a page's template does not link yet. Fetched at low
 * priority like the page's entry (host/app/server/page-template.ts), but found by the HTML parser at
 * once rather than by the entry once it runs, and not added one by one by the script as it hydrates.
 */
export function modulePreloadLinks(scripts: readonly string[], templateHead: string): string {
  return scripts
    .filter((href) => !templateHead.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`)
    .join('');
}
