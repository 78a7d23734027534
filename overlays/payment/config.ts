import { readRuntimeConfigFromPage } from '../../shared/domain/runtime-config';

/** The overlay's config, read once from the page the server wrote. */
export const config = readRuntimeConfigFromPage();
