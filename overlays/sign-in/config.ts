import { parseRuntimeConfig, RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../shared/domain/runtime-config';

/** Read once from the JSON the server puts in the page; a page without it fails loudly. */
function readConfig(): RuntimeConfig {
  const element = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`Missing runtime config: no #${RUNTIME_CONFIG_ELEMENT_ID} in the page`);
  return parseRuntimeConfig(JSON.parse(element.textContent));
}

export const config = readConfig();
