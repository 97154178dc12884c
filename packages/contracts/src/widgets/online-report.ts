/**
 * Wire shapes of the online report calls (spec §3 Online report config, §7.4; reference/JEECG.md §1.9).
 * Reports are defined by administrators on the server; the client only names a report by its code.
 */
export type ReportFieldType = 'string' | 'int' | 'decimal' | 'date' | 'datetime';

export interface ReportColumn {
  title: string;
  dataIndex: string;
  /** A dictionary code: the cell shows the value's text from `dictOptions`. */
  customRender?: string;
}

export interface ReportColumnsAnswer {
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: ReportColumn[];
  dictOptions: Record<string, Array<{ value: string; text: string; title: string }>>;
}

export interface ReportQueryItem {
  field: string;
  label: string;
  /** 'single': one value; 'group': a range sent as `<field>_begin` / `<field>_end`. */
  mode: 'single' | 'group';
  view: ReportFieldType;
  dictCode?: string;
  /** '1': shown only after 展开 (spec §3 Query items). */
  hidden?: '1';
}

export interface ReportDataAnswer {
  records: Array<Record<string, unknown>>;
  total: number;
}
