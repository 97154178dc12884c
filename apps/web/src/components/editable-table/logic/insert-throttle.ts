/**
 * spec §4/§8: clicking the same insertion action again within 1500 ms warns (你点击的太快了，请慢点点击!) and
 * does nothing. Each action (add, insert below) has its own clock.
 */
export function createInsertThrottle(intervalMs: number, now: () => number = Date.now) {
  const last = new Map<string, number>();
  return {
    /** true when the action may run now (and records it); false when it came too soon. */
    tryRun(action: string): boolean {
      const t = now();
      const previous = last.get(action);
      if (previous !== undefined && t - previous < intervalMs) return false;
      last.set(action, t);
      return true;
    },
  };
}

export type InsertThrottle = ReturnType<typeof createInsertThrottle>;
