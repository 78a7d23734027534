/**
 * Intl's formatters, each made once per locale and options. Making one costs many times what formatting
 * with it does, and a rate list prints hundreds of prices and deadlines with the same few: on the server,
 * making them afresh for each was a large share of a rate search's time. The keys stay few (the supported
 * locales, the hotels' currencies and time zones); a cache that grows past its bound anyway (locales
 * taken from a client's header) is emptied rather than left to grow.
 */
const MAX_CACHED = 512;
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<Format>(cache: Map<string, Format>, key: string, make: () => Format): Format {
  let format = cache.get(key);
  if (!format) {
    // Made before it is kept: options Intl refuses (an unknown currency) throw here and leave nothing behind.
    format = make();
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, format);
  }
  return format;
}

export function numberFormatOf(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormatOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}
