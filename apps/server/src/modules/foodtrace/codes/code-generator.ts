import { TRACE_CODE } from '@foodtrace/contracts';
import type { FtKysely } from '../schema.ts';
import { randomToken } from '../shared/tokens.ts';

/**
 * `count` codes that exist nowhere yet: 60 random bits each, drawn again on the (astronomically rare) clash
 * with a stored code or with each other. The unique index on ft_trace_code.code stays the last word.
 */
export async function freshCodes(db: FtKysely, count: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const draw = new Set<string>();
    while (draw.size < count - codes.size) {
      const c = randomToken(TRACE_CODE.length);
      if (!codes.has(c)) draw.add(c);
    }
    const taken = new Set((await db.selectFrom('ftTraceCode').select('code').where('code', 'in', [...draw]).execute()).map((r) => r.code));
    for (const c of draw) if (!taken.has(c)) codes.add(c);
  }
  return [...codes];
}
