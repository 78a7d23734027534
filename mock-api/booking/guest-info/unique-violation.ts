/**
 * Whether `error` is PostgreSQL's unique violation (23505) of the index or constraint `name`. Both
 * drivers (PGlite, pg) report the constraint's name; the message names it too, which is the fallback.
 */
export function isUniqueViolation(error: unknown, name: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code !== '23505') return false;
  return constraint === name || (typeof message === 'string' && message.includes(`"${name}"`));
}
