import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TIMING } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';
import { useDebouncedValue } from '@/components/widgets';
import { fetchPage, PickerLoadError, usePickerPage } from '../picker-api';
import { matchUser, pageOf, userListParams, type UserFilters, type UserRow } from './user-query';

/**
 * The users the picker lists: all users page by page from GET /sys/user/list, or — once a department is
 * chosen in the tree — its members from GET /sys/user/queryUserByDepId, filtered and paged in the browser.
 * Typed filters wait 300 ms (spec §9 search debounce).
 */
export function useUserRows(departId: string | undefined, filters: UserFilters, pageNo: number, pageSize: number) {
  const settled = useDebouncedValue(filters, TIMING.searchDebounceMs);
  const all = usePickerPage<UserRow>('/sys/user/list', userListParams(settled, pageNo, pageSize), !departId);
  const members = useQuery({
    queryKey: ['picker-depart-users', departId],
    queryFn: async () => (await fetchPage<UserRow>('/sys/user/queryUserByDepId', { id: departId })).records,
    enabled: Boolean(departId),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useEffect(() => { if (members.error instanceof PickerLoadError) feedback.message.warning(members.error.message); }, [members.error, members.errorUpdatedAt]);

  if (!departId) return { rows: all.data?.records ?? [], total: all.data?.total ?? 0, loading: all.isFetching };
  const matching = (members.data ?? []).filter((u) => matchUser(u, settled));
  return { rows: pageOf(matching, pageNo, pageSize), total: matching.length, loading: members.isFetching };
}
