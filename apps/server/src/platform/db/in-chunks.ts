/** Ids per IN list: far below every database's limit on bound values (SQLite's 32,766, MariaDB's 65,535). */
export const CHUNK = 500;
/** Rows per multi-row INSERT: a statement of a few hundred bound values, whatever the row's width. */
export const INSERT_CHUNK = 100;

/** `items` in slices of at most `size`, in order: one IN list or multi-row insert each. */
export function* chunks<T>(items: readonly T[], size = CHUNK): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** Runs `load` over the ids CHUNK at a time and joins the rows, in the order of the chunks. */
export async function inChunks<T>(ids: readonly string[], load: (part: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (const part of chunks(ids)) out.push(...await load(part));
  return out;
}
