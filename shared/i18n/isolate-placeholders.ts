import { parse, type Token } from '@messageformat/parser';

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A right-to-left message with each printed value (a name, an address, a code, a date) set between
 * Unicode isolates, as `<bdi>` does in markup: the value keeps its own direction and cannot pull the
 * words around it out of order ("1535 Broadway" inside Arabic otherwise shows as "Broadway 1535").
 * Counted values (plural, `#`, `{n, number}`) are left alone: a number alone reorders nothing, and
 * plural and select choose on the value, which must reach them untouched.
 */
export function isolatePlaceholders(source: string): string {
  const spans: { start: number; end: number }[] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if ((token.type === 'argument' || (token.type === 'function' && token.key !== 'number')) && token.ctx) {
        spans.push({ start: token.ctx.offset, end: token.ctx.offset + token.ctx.text.length });
      }
      if ('cases' in token) for (const choice of token.cases) visit(choice.tokens);
    }
  };
  visit(parse(source, { strict: false }));
  let isolated = source;
  for (const { start, end } of spans.sort((a, b) => b.start - a.start)) {
    isolated = `${isolated.slice(0, start)}${FIRST_STRONG_ISOLATE}${isolated.slice(start, end)}${POP_DIRECTIONAL_ISOLATE}${isolated.slice(end)}`;
  }
  return isolated;
}
