import { readablePromise } from '../../../shared/ssr/readable-promise';

/**
 * The part under the form is a chunk of its own (the first load stays within the overlay's budget),
 * fetched as soon as the script runs. A chunk that cannot be fetched leaves the form working without it.
 */
export const belowTheFormChunk = readablePromise(import('./below-the-form').then((module) => module.default, () => null));
