/**
 * A UTC instant as written in configuration (`2026-11-27T12:00:00Z`, seconds and milliseconds
 * optional), or null for any other text: an offset, a bare day or an impossible date would mean a
 * different moment on every machine, so only the Z form is taken.
 */
export function parseUtcInstant(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
