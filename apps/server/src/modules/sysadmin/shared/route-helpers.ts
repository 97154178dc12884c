import { z } from 'zod';
import { BadRequestError } from '../../../platform/errors.ts';

/** Route configs: a permission code (DESIGN.md §5 rule 3) or, for picker feeds of reference data, any session. */
export const perm = (code: string) => ({ access: { permission: code } });
export const signedIn = { access: { signedIn: true as const } };

export const idQuery = z.object({ id: z.string().min(1, 'id不能为空').max(64) });
export const idsQuery = z.object({ ids: z.string().min(1, 'ids不能为空').max(40_000) });

/** 'a,b,' → ['a', 'b']: JeecgBoot's comma-joined id lists, de-duplicated, bounded. */
export function splitIds(text: string | null | undefined, max = 1000): string[] {
  const ids = [...new Set((text ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
  if (ids.length > max) throw new BadRequestError(`一次最多 ${max} 项`);
  return ids;
}

/** Drops the keys a partial edit did not send, so `undefined` never overwrites a column. */
export function defined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
