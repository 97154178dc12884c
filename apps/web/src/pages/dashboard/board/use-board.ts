import { useQuery } from '@tanstack/react-query';
import type { ApiResult } from '@foodtrace/contracts';
import { FT_PERMS } from '@foodtrace/contracts';
import { usePermission } from '@/lib/permissions';

/**
 * A dashboard answer through react-query; not asked at all without foodtrace:dashboard:view (the home page
 * is for everyone, its figures only for who may see them). A refusal becomes the query's error.
 */
export function useBoardQuery<T>(key: readonly unknown[], load: () => Promise<ApiResult<T>>) {
  const allowed = usePermission(FT_PERMS.dashboardView) === 'show';
  const query = useQuery({
    queryKey: ['dashboard', ...key],
    enabled: allowed,
    retry: false,
    staleTime: 60_000,
    queryFn: async () => {
      const res = await load();
      if (!res.success) throw new Error(res.message);
      return res.result;
    },
  });
  return { ...query, allowed };
}
