import type { ReportColumnsAnswer, ReportDataAnswer, ReportQueryItem } from '@foodtrace/contracts';
import { getAction } from '@/lib/http';
import { PickerLoadError } from '../picker-api';

/** The online report calls of spec §7.4; a refusal carries the server's message. */
async function result<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  const res = await getAction<T>(url, params);
  if (!res.success) throw new PickerLoadError(res.message);
  return res.result;
}

export const reportApi = {
  columns: (code: string) => result<ReportColumnsAnswer>(`/online/cgreport/api/getRpColumns/${encodeURIComponent(code)}`),
  queryInfo: (id: string) => result<ReportQueryItem[]>(`/online/cgreport/api/getQueryInfo/${encodeURIComponent(id)}`),
  data: (id: string, params: Record<string, unknown>) => result<ReportDataAnswer>(`/online/cgreport/api/getData/${encodeURIComponent(id)}`, params),
};
