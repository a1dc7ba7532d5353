const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when `value` has the shape of a UUID. Ids from a URL are checked before they reach a query,
 * so a malformed id answers 404 like a missing one instead of failing in PostgreSQL's uuid cast.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
