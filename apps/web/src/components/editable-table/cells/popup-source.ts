import type { PageResult } from '@foodtrace/contracts';
import { getAction } from '@/lib/http';

export interface PopupColumn {
  title: string;
  dataIndex: string;
}

/**
 * Where a popup cell picks its record from. The default is the online report named by the column's
 * popupCode (spec §7.4); a column can bring its own (column.props.source), e.g. a business list.
 */
export interface PopupSource {
  title?: string;
  columns(): Promise<PopupColumn[]>;
  load(params: { pageNo: number; pageSize: number; keyword: string }): Promise<{ records: Record<string, unknown>[]; total: number }>;
  /** Whether load() filters by the keyword (shows the search box). */
  searchable?: boolean;
}

interface ReportHead { cgRpConfigId: string; cgRpConfigName?: string; columns: PopupColumn[] }

/** spec §7.4: getRpColumns/{code} names the report and its columns; getData/{id} pages its rows. */
export function onlineReportSource(code: string): PopupSource {
  let head: Promise<ReportHead> | undefined;
  const loadHead = () => (head ??= getAction<ReportHead>(`/online/cgreport/api/getRpColumns/${encodeURIComponent(code)}`).then((res) => {
    if (!res.success) throw new Error(res.message);
    return res.result;
  }));
  return {
    columns: async () => (await loadHead()).columns.map((c) => ({ title: c.title, dataIndex: c.dataIndex })),
    load: async ({ pageNo, pageSize }) => {
      const { cgRpConfigId } = await loadHead();
      const res = await getAction<PageResult<Record<string, unknown>>>(`/online/cgreport/api/getData/${encodeURIComponent(cgRpConfigId)}`, { pageNo, pageSize });
      if (!res.success) throw new Error(res.message);
      return { records: res.result.records, total: res.result.total };
    },
  };
}
