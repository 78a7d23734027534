import { PAGE_DATA_ELEMENT_ID, type PageDataEntries } from '../app/page-data';
import { jsonScriptElement } from '../../shared/ssr/json-script';

/** The page's data as JSON the browser hands to SWR. */
export function pageDataScript(entries: PageDataEntries): string {
  return jsonScriptElement(PAGE_DATA_ELEMENT_ID, entries);
}
