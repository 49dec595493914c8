/**
 * Raw SQL helpers shared by repositories. `db.execute(sql`…`)` answers an array of rows on
 * postgres.js and `{ rows }` on PGlite; `rowsOf` reads both.
 */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[]
  return ((result as { rows?: T[] } | null)?.rows ?? []) as T[]
}
