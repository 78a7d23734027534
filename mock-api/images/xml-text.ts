// Characters XML 1.0 cannot hold at all (most control characters, lone surrogates, U+FFFE and U+FFFF):
// escaping cannot express them, so they are dropped, or the whole image would fail to parse.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped here
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs}/gu;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for an SVG text node or a quoted attribute: markup characters escaped, unusable ones dropped. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => ENTITIES[character] ?? '');
}

/** At most `max` characters (whole code points), with an ellipsis when cut, so long captions fit the picture. */
export function shorten(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('').trimEnd()}…`;
}
