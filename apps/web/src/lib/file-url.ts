import { http } from './http';

/**
 * A stored file path → its address (spec §7.3: joined with the static domain unless it already starts with
 * http; DESIGN.md §4: files are served from /sys/common/static/<path>).
 */
export function fileAccessUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//i.test(path)) return path;
  const base = (http.defaults.baseURL ?? '').replace(/\/+$/, '');
  return `${base}/sys/common/static/${path.replace(/^\/+/, '')}`;
}
