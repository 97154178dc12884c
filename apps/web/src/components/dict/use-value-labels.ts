import { useQuery } from '@tanstack/react-query';
import { translateDict } from './dict-search-api';
import { cachedLabel, missingLabels } from './label-cache';

/**
 * Labels of the given values for a dictionary: remembered ones at once, the others translated by the server
 * in one call (spec §4: select widgets cache labels per value).
 */
export function useValueLabels(code: string, values: readonly string[]): Record<string, string> {
  const missing = code ? missingLabels(code, values) : [];
  const q = useQuery({
    queryKey: ['dict-labels', code, missing],
    queryFn: () => translateDict(code, missing),
    enabled: missing.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  const out: Record<string, string> = {};
  for (const v of values) out[v] = q.data?.[v] ?? cachedLabel(code, v) ?? v;
  return out;
}
