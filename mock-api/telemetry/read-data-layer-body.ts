import { isBodyProblem, isJsonObject, isStorableJson, readText, type JsonObject, type Read } from './body-fields';

export type DataLayerContext = {
  pageURI: string;
  localeKey?: string;
  siteName?: string;
  applicationName?: string;
  marshaCode?: string;
  breakpoint?: string;
  orientation?: string;
};
export type DataLayerEvent = { name: string; detail: JsonObject | null };
export type DataLayerBody = { context: DataLayerContext; event: DataLayerEvent | null };

/** Longest accepted value of each context field: a URL, a locale tag, names, a five-letter hotel code, a breakpoint name, an orientation. */
export const CONTEXT_FIELD_LIMITS = { pageURI: 2048, localeKey: 35, siteName: 100, applicationName: 100, marshaCode: 16, breakpoint: 4, orientation: 9 } as const;
export const EVENT_NAME_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
const DETAIL_MAX_DEPTH = 5;

function readContext(value: unknown): Read<DataLayerContext> {
  if (!isJsonObject(value)) return { problem: 'context must be an object with at least pageURI.' };
  const context: JsonObject = {};
  for (const [key, maxLength] of Object.entries(CONTEXT_FIELD_LIMITS)) {
    const field = readText(value, key, `context.${key}`, maxLength, key !== 'pageURI');
    if (isBodyProblem(field)) return field;
    if (field !== undefined) context[key] = field;
  }
  return context as DataLayerContext;
}

function readEvent(value: unknown): Read<DataLayerEvent | null> {
  if (value === undefined) return null;
  if (!isJsonObject(value)) return { problem: 'event must be an object with a name.' };
  const { name, detail } = value;
  if (typeof name !== 'string' || !EVENT_NAME_PATTERN.test(name)) {
    return { problem: 'event.name must be 1 to 64 letters, digits, dots, hyphens or underscores.' };
  }
  if (detail !== undefined && !(isJsonObject(detail) && isStorableJson(detail, DETAIL_MAX_DEPTH))) {
    return { problem: `event.detail must be an object nested at most ${DETAIL_MAX_DEPTH} deep, without NUL characters.` };
  }
  return { name, detail: detail ?? null };
}

/** Checks the body of the data-layer call (spec section 7): the page's context and, optionally, one event. */
export function readDataLayerBody(body: unknown): Read<DataLayerBody> {
  if (!isJsonObject(body)) return { problem: 'The body must be a JSON object with a context.' };
  const context = readContext(body.context);
  if (isBodyProblem(context)) return context;
  const event = readEvent(body.event);
  if (isBodyProblem(event)) return event;
  return { context, event };
}
