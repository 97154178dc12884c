import { useQuery } from '@tanstack/react-query';
import type { DictItem } from '@foodtrace/contracts';
import { getAction } from '@/lib/http';
import { readDictCache } from '@/lib/dict-cache';
import { DICT_TEXT } from './texts';

/** Options of a dictionary: the login's local cache first, then the server (spec §7.2 Dictionary). */
export async function loadDictItems(code: string): Promise<DictItem[]> {
  if (!code) throw new Error(DICT_TEXT.noCode);
  const cached = readDictCache()?.[code];
  if (cached?.length) return cached;
  const res = await getAction<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`, {});
  if (!res.success) throw new Error(res.message);
  return res.result ?? [];
}

export function useDictItems(code: string | undefined) {
  return useQuery({
    queryKey: ['dict', code],
    queryFn: () => loadDictItems(code ?? ''),
    enabled: Boolean(code),
    // Dictionaries change rarely and the cache is refreshed by the user (spec §7.2 refleshCache).
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Text of a value; a comma-separated value (multi-select) gives the texts joined the same way. */
export function dictText(items: readonly DictItem[] | undefined, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return String(value).split(',').map((v) => items?.find((i) => i.value === v)?.text ?? v).join(',');
}
