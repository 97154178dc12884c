import { useQuery } from '@tanstack/react-query';
import { PAGING, permissionCode, type ResourceDef } from '@foodtrace/contracts';
import { resourceApi, type ResourceRow } from '@/crud/resource-api';
import { usePermission } from '@/lib/permissions';
import { queryResult } from './call';

const NONE: ResourceRow[] = [];

/**
 * The rows a picker offers of another register (one page of at most PAGING.maxPageSize rows, kept a minute), for
 * a reader of that register only: without its list permission nothing is asked (the server would refuse) and
 * the caller shows what its own record names instead.
 */
export function useOptionRows(resource: ResourceDef, params: Record<string, string | number>): ResourceRow[] {
  const allowed = usePermission(permissionCode(resource, 'list')) === 'show';
  const list = useQuery({
    queryKey: [resource.key, 'option-rows', params], enabled: allowed, retry: false, staleTime: 60_000,
    queryFn: () => queryResult(resourceApi(resource).list({ pageSize: PAGING.maxPageSize, ...params })),
  });
  return list.data?.records ?? NONE;
}
