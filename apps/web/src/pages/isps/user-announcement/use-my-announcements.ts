import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGING } from '@foodtrace/contracts';
import { NOTICE_QUERY_KEY, noticeApi } from '@/components/notice';

export interface MyFilters { titile?: string; msgCategory?: string; readFlag?: string }

const KEY = ['notice', 'mine'] as const;

/** Paging and filters of my announcements; reading here also refreshes the bell's count. */
export function useMyAnnouncements() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState({ pageNo: 1, pageSize: PAGING.defaultPageSize as number });
  const [filters, setFilters] = useState<MyFilters>({});
  const params = { ...page, ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) };
  const query = useQuery({
    queryKey: [...KEY, params],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const res = await noticeApi.mine(params);
      if (!res.success) throw new Error(res.message);
      return res.result;
    },
  });
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: KEY });
    await queryClient.invalidateQueries({ queryKey: NOTICE_QUERY_KEY });
  };
  return {
    records: query.data?.records ?? [], total: query.data?.total ?? 0, loading: query.isFetching, page,
    setPage, search: (f: MyFilters) => { setFilters(f); setPage((p) => ({ ...p, pageNo: 1 })); }, reload,
  };
}
