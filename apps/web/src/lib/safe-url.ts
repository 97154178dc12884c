/**
 * Menu urls come from the database; only http(s) addresses may be opened or framed (reference/JEECG.md §1.4:
 * the original eval()-ed `{{ … }}` placeholders — never replicated).
 */
export function isSafeHttpUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}
