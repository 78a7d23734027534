/** Small readers for JSON request bodies: each either yields the value or names the field that is wrong. */

export type BodyProblem = { problem: string };
export type Read<T> = T | BodyProblem;

export function isBodyProblem<T>(value: Read<T>): value is BodyProblem {
  return typeof value === 'object' && value !== null && 'problem' in value;
}

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON body's fields; any other body has none, so each field's own check names what is missing. */
export const jsonFieldsOf = (body: unknown): JsonObject => (isJsonObject(body) ? body : {});

/** A field's text, or null when it is not a string. */
export const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// PostgreSQL can store neither NUL nor half a surrogate pair, in text or in jsonb: refused up front so
// such input is a 400 and never reaches the database as a 500.
// eslint-disable-next-line no-control-regex -- NUL is exactly what is refused here
const UNSTORABLE = /\u0000|\p{Cs}/u;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** A single-line text field of 1 to `maxLength` characters; absent is allowed only when `optional`. */
export function readText(record: JsonObject, key: string, path: string, maxLength: number, optional = false): Read<string | undefined> {
  const value = record[key];
  if (value === undefined && optional) return undefined;
  if (typeof value !== 'string' || value.length < 1 || value.length > maxLength || CONTROL_CHARACTERS.test(value) || !isStorableText(value)) {
    return { problem: `${path} must be text of 1 to ${maxLength} characters without control characters.` };
  }
  return value;
}

/** Whether a parsed JSON value can be stored as jsonb, and nests no deeper than `maxDepth`. */
export function isStorableJson(value: unknown, maxDepth: number): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (typeof value !== 'object' || value === null) return true;
  if (maxDepth <= 0) return false;
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  return entries.every(([key, item]) => isStorableText(key) && isStorableJson(item, maxDepth - 1));
}
