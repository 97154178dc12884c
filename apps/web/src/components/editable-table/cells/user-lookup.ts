import { useQuery } from '@tanstack/react-query';
import type { PageResult } from '@foodtrace/contracts';
import { getAction } from '@/lib/http';

interface UserRow { username: string; realname: string | null }

/** spec §4 Other widgets: select widgets cache labels per value (username → realname). */
const labels = new Map<string, string>();

function remember(rows: readonly UserRow[]): void {
  for (const r of rows) labels.set(r.username, r.realname || r.username);
}

async function listUsers(params: Record<string, unknown>): Promise<UserRow[]> {
  const res = await getAction<PageResult<UserRow>>('/sys/user/list', params);
  if (!res.success) throw new Error(res.message);
  remember(res.result.records);
  return res.result.records;
}

/** Users whose real name contains the keyword (spec §7.2 GET /sys/user/list, list conventions of §1.8). */
export function useUserSearch(keyword: string) {
  return useQuery({
    queryKey: ['editable-table', 'users', keyword],
    queryFn: () => listUsers({ pageNo: 1, pageSize: 20, column: 'username', order: 'asc', ...(keyword ? { realname: `*${keyword}*` } : {}) }),
    staleTime: 60_000,
    retry: false,
  });
}

/** The real names of usernames: from the cache, the unknown ones fetched in one call. */
export function useUserLabels(usernames: readonly string[]) {
  const missing = usernames.filter((u) => !labels.has(u));
  const { data } = useQuery({
    queryKey: ['editable-table', 'user-labels', missing.join(',')],
    queryFn: () => listUsers({ pageNo: 1, pageSize: missing.length, username: missing.join(',') }),
    enabled: missing.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const fetched = new Map((data ?? []).map((r) => [r.username, r.realname || r.username]));
  return usernames.map((u) => labels.get(u) ?? fetched.get(u) ?? u);
}

export function userLabel(username: string): string {
  return labels.get(username) ?? username;
}
