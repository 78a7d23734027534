import { readablePromise } from '../../../shared/ssr/readable-promise';

// The data client (graphql-request brings graphql's parser and printer) and the form would take the
// first load past the overlay's 90 kB budget, so the shell paints with React and the bridge only and
// fetches the rest at once: the download starts with the page, not after the handshake. A page the
// server rendered with its form hydrates once this is here (main.tsx waits for it).
export const paymentAppChunk = readablePromise(import('./payment-app').then((module) => module.default));
