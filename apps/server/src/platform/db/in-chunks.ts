/** Ids per IN list: far below every database's limit on bound values (SQLite's 32,766, MariaDB's 65,535). */
const CHUNK = 500;

/** Runs `load` over the ids CHUNK at a time and joins the rows, in the order of the chunks. */
export async function inChunks<T>(ids: readonly string[], load: (part: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...await load(ids.slice(i, i + CHUNK)));
  return out;
}
