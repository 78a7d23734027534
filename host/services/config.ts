import { readRuntimeConfigFromPage } from '../../shared/domain/runtime-config';

/** The host's config, read once: the origins from the page, the locale from the document. */
export const config = { ...readRuntimeConfigFromPage(), locale: document.documentElement.lang || 'en-US' };
