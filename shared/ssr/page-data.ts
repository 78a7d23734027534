import type { Params } from 'react-router-dom';
import { unstable_serialize, type Middleware } from 'swr';
import type { SupportedLocale } from '../domain/locales';

/** Reads one SWR entry the way the page's hook would, and remembers it for the page; undefined if it failed. */
export type ReadEntry = <Key extends readonly unknown[] | string, Data>(key: Key, fetcher: (key: Key) => Promise<Data>) => Promise<Data | undefined>;

/**
 * What a page reads before it can show its main content, declared beside the page: each read names the
 * SWR key and the fetcher its hook uses, so the server renders the page with the same data the browser
 * would have fetched, and the browser starts from it. Reads may depend on earlier ones (a hotel's
 * details need its id from the overview).
 */
export type PageData = (page: PageAddress, read: ReadEntry) => Promise<void>;

/** The page being read for: its route's parameters, its address, and the locale it is shown in. */
export type PageAddress = { params: Params; url: URL; locale: SupportedLocale };

/** The SWR fallback of one server render: serialised key to data. */
export type PageDataEntries = Record<string, unknown>;

/** One page render's reads by key, so routes that need the same entry (who is signed in) read it once. */
export type PageReads = Map<string, Promise<unknown>>;

/** Runs a page's reads and collects what answered; a failed read is left for the browser to try again. */
export async function collectPageData(pageData: PageData, page: PageAddress, reads: PageReads = new Map()): Promise<PageDataEntries> {
  const entries: PageDataEntries = {};
  const read: ReadEntry = async <Key extends readonly unknown[] | string, Data>(key: Key, fetcher: (key: Key) => Promise<Data>) => {
    const id = unstable_serialize(key);
    if (!reads.has(id)) reads.set(id, fetcher(key));
    try {
      const data = (await reads.get(id)) as Data;
      entries[id] = data;
      return data;
    } catch {
      return undefined;
    }
  };
  await pageData(page, read);
  return entries;
}

/** The id of the script element carrying a server-rendered page's data. */
export const PAGE_DATA_ELEMENT_ID = 'portico-page-data';

/**
 * Keeps the browser from reading again, as it hydrates, what the server has just read for this page:
 * the entries that came with the page skip their revalidation on mount until `forgetHydratedKeys()`,
 * called once hydration has committed; later mounts revalidate as usual.
 */
export function hydratedDataMiddleware(hydratedKeys: Set<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(key, fetcher, key !== null && hydratedKeys.has(unstable_serialize(key)) ? { ...config, revalidateOnMount: false } : config);
}
