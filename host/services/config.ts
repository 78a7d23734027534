import { readRuntimeConfigFromPage } from '../../shared/domain/runtime-config';

/**
 * The host's config, read once: the origins from the page (or, rendering on the server, from the
 * server), the locale from the document.
 */
export const config = { ...readRuntimeConfigFromPage(), locale: globalThis.document?.documentElement.lang || 'en-US' };
