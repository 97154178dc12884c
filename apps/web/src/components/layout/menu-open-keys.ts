/**
 * spec §2.4 accordion: only one root submenu stays open. Opening a root submenu closes the other roots (and
 * their children); opening a nested submenu keeps its parents.
 */
export function accordionOpenKeys(previous: readonly string[], next: readonly string[], rootKeys: readonly string[]): string[] {
  const latest = next.find((key) => !previous.includes(key));
  if (latest === undefined || !rootKeys.includes(latest)) return [...next];
  return [latest];
}
