import type { AppContext } from '../../../context.ts';

/** Bus topic announcing that a dictionary changed, so every instance empties its translation cache. */
export const DICT_CHANGED_TOPIC = 'dict:changed';

/**
 * After a committed dictionary write: empty this process's cache at once (the next answer is already fresh)
 * and tell the other instances (DESIGN.md §1: with Redis the bus reaches them all).
 */
export async function dictChanged(ctx: AppContext): Promise<void> {
  ctx.dict.invalidate();
  await ctx.bus.publish(DICT_CHANGED_TOPIC, { at: Date.now() });
}

/** Each instance empties its cache when another one changed a dictionary. */
export function followDictChanges(ctx: AppContext): () => void {
  return ctx.bus.subscribe(DICT_CHANGED_TOPIC, () => ctx.dict.invalidate());
}
