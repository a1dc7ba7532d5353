/**
 * A boolean read from a raw `execute`: node-postgres parses it to `true`/`false`, PGlite may hand back the text
 * form (`'t'`/`'f'`). Anything else, null included, is false.
 */
export function pgBool(value: unknown): boolean {
  return value === true || value === 't';
}
