import { LAYOUT } from '@foodtrace/contracts';
import type { Crumb } from '@/app/router/route-handle';
import { APP_TEXT } from '@/app/texts';

/**
 * spec §2.4: the breadcrumb always starts with home (/dashboard/analysis), then each matched route by title;
 * earlier ones are links, the current one is plain text.
 */
export function breadcrumbTrail(crumbs: readonly Crumb[], pathname: string): Crumb[] {
  const rest = pathname === LAYOUT.homePath ? [] : crumbs.filter((c) => c.path !== LAYOUT.homePath);
  const trail: Crumb[] = [{ title: APP_TEXT.homeTitle, path: LAYOUT.homePath }, ...rest];
  return trail.map((c, i) => (i === trail.length - 1 ? { title: c.title } : c));
}
