/**
 * 路径断言 of a 网关路由 (sysadmin/gateway-route.ts): paths of this server's interfaces as its calls are named
 * (below the API base: `/public/suggest`), one per line, with `*` and `**` as the only wildcards. Both sides validate through FieldFormat 'pathPredicates'; the server matches
 * its routes with predicateMatcher.
 */
export const PREDICATE_HINT = '每行一个接口路径，如 /public/suggest、/foodtrace/**；* 匹配一段，** 匹配其后任意部分';

/** The patterns of a 路径断言: one per line, blank lines skipped. */
export function predicateLines(text: string): string[] {
  return text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
}

const PATTERN = /^\/[A-Za-z0-9_\-/*:.]*$/;

/** What is wrong with a 路径断言, or null: each line an absolute path, `*` and `**` the only wildcards. */
export function predicateIssue(text: string): string | null {
  const lines = predicateLines(text);
  if (!lines.length) return PREDICATE_HINT;
  for (const line of lines) {
    if (!PATTERN.test(line) || line.includes('//') || line.includes('***') || line.split('/').includes('..')) {
      return `「${line}」不是有效的路径断言：${PREDICATE_HINT}`;
    }
  }
  return null;
}

const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const glob = (s: string) => s.split('**').map((part) => part.split('*').map(escape).join('[^/]*')).join('.*');

/**
 * Whether a route's path is covered by a 路径断言: `*` stands for one path segment (or part of one), `**` for
 * anything, slashes included, and a closing `/**` for the path itself too (`/public/**` covers
 * `/public`). Matched against the route's own pattern (`/sys/user/:id`), not a request's address, so
 * a decision is made once per route and never per request.
 */
export function predicateMatcher(text: string): (path: string) => boolean {
  const res = predicateLines(text).map((line) => new RegExp(line.endsWith('/**') ? `^${glob(line.slice(0, -3))}(?:/.*)?$` : `^${glob(line)}$`));
  return (path) => res.some((re) => re.test(path));
}
