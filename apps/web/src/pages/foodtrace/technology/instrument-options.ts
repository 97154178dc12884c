import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { INSTRUMENT_STATUS, PAGING, instrumentResource, permissionCode } from '@foodtrace/contracts';
import type { ColumnOption } from '@/components/editable-table';
import { usePermission } from '@/lib/permissions';
import { resourceApi } from '@/crud/resource-api';
import type { TechnologyStep } from '../common/api-types';
import { queryResult } from '../common/call';

const api = resourceApi(instrumentResource);
const label = (name: unknown, no: unknown) => `${String(name)}（${String(no)}）`;

/**
 * The instruments a route's step may name as its monitor: those of 计量器具 not scrapped, by number, for a reader
 * of that register — and whichever the steps already name, so that a reader without it still sees them.
 */
export function useInstrumentOptions(steps: readonly TechnologyStep[]): ColumnOption[] {
  const allowed = usePermission(permissionCode(instrumentResource, 'list')) === 'show';
  const list = useQuery({
    queryKey: ['instrument-options'], enabled: allowed, retry: false, staleTime: 60_000,
    queryFn: () => queryResult(api.list({ pageSize: PAGING.maxPageSize, column: 'instrumentNo', order: 'asc', status: `!${INSTRUMENT_STATUS.scrapped}` })),
  });
  return useMemo(() => {
    const options = new Map<string, ColumnOption>();
    for (const i of list.data?.records ?? []) options.set(String(i.id), { value: String(i.id), text: label(i.name, i.instrumentNo) });
    for (const s of steps) if (s.instrumentId && s.instrument && !options.has(s.instrumentId)) options.set(s.instrumentId, { value: s.instrumentId, text: s.instrument });
    return [...options.values()];
  }, [list.data, steps]);
}
