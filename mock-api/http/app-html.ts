import { readFileSync } from 'node:fs';
import { RUNTIME_CONFIG_MARKER, renderRuntimeConfig, type RuntimeConfig } from '../../shared/domain/runtime-config';

/** Reads a built app's index.html once and returns it with the runtime config in place of its marker. */
export function loadAppHtml(indexFile: string, config: RuntimeConfig): string {
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes(RUNTIME_CONFIG_MARKER)) {
    throw new Error(`${indexFile} has no ${RUNTIME_CONFIG_MARKER} marker; rebuild with npm run build`);
  }
  return html.replace(RUNTIME_CONFIG_MARKER, renderRuntimeConfig(config));
}
