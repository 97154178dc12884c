import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { loadDictItems } from '@/components/dict';
import { toChoice, type ChoiceOption } from './cells/column-options';
import type { EditableColumn } from './types';

/** Async search columns (props.async) ask the server while typing instead of loading every option. */
const loaded = (c: EditableColumn) => !c.options && Boolean(c.dictCode) && !c.props?.async;

/**
 * The options of every choice column, loaded once per table rather than once per cell: a column's own list,
 * or its dictionary (login cache first, then the server; spec §7.2). Shares the ['dict', code] cache of the
 * dictionary widgets.
 */
export function useTableOptions(columns: readonly EditableColumn[]): ReadonlyMap<string, ChoiceOption[]> {
  const codes = useMemo(() => [...new Set(columns.filter(loaded).map((c) => c.dictCode!))], [columns]);
  const results = useQueries({
    queries: codes.map((code) => ({ queryKey: ['dict', code], queryFn: () => loadDictItems(code), staleTime: 5 * 60_000, retry: false })),
  });
  const arrived = results.map((r) => r.dataUpdatedAt).join(',');
  return useMemo(() => {
    const byCode = new Map(codes.map((code, i) => [code, (results[i]?.data ?? []).map((d) => ({ value: d.value, label: d.text }))]));
    const map = new Map<string, ChoiceOption[]>();
    for (const c of columns) {
      if (c.options) map.set(c.key, c.options.map(toChoice));
      else if (loaded(c)) map.set(c.key, byCode.get(c.dictCode!) ?? []);
    }
    return map;
    // `arrived` changes exactly when a dictionary arrives; `results` itself is a new array every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columns, codes, arrived]);
}
