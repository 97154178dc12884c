import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { feedback } from '@/lib/feedback';
import { getAction } from '@/lib/http';

export type Row = Record<string, unknown>;
export interface Page<T = Row> { records: T[]; total: number }

/** A refused list call: its message is shown as a warning (spec §8: list load code 510 → warning). */
export class PickerLoadError extends Error {}

/** spec §7: "A list response is either an array or an object with records." */
export function toPage<T = Row>(result: unknown): Page<T> {
  if (Array.isArray(result)) return { records: result as T[], total: result.length };
  const r = (result ?? {}) as { records?: unknown; total?: unknown };
  const records = Array.isArray(r.records) ? (r.records as T[]) : [];
  return { records, total: typeof r.total === 'number' ? r.total : records.length };
}

export async function fetchPage<T = Row>(url: string, params: Record<string, unknown>): Promise<Page<T>> {
  const res = await getAction(url, params);
  if (!res.success) throw new PickerLoadError(res.message);
  return toPage<T>(res.result);
}

/** A page of a picker's list; a refusal is shown once as a warning. */
export function usePickerPage<T = Row>(url: string, params: Record<string, unknown>, enabled = true) {
  const q = useQuery({
    queryKey: ['picker-page', url, params],
    queryFn: () => fetchPage<T>(url, params),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
  useEffect(() => { if (q.error instanceof PickerLoadError) feedback.message.warning(q.error.message); }, [q.error, q.errorUpdatedAt]);
  return q;
}
