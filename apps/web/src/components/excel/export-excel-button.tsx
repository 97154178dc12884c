import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { getExport } from './excel-api';
import { formatBytes } from '@/lib/format-bytes';
import { exportParams } from './import-outcome';
import { EXCEL_TEXT } from './texts';

export interface ExportExcelButtonProps {
  /** The export url below the API base, e.g. `/sys/position/exportXls`. */
  url: string;
  /** The list's current parameters (filters, sort; paging is dropped). */
  params: Record<string, unknown>;
  /** Chosen row ids: only these are exported. */
  selections?: ReadonlyArray<string | number | bigint>;
  text?: string;
}

/**
 * 导出 (spec §7.3): downloads the .xlsx of the list as it is filtered — or of the chosen rows — and shows the
 * megabytes received while the server streams it (DESIGN.md §6: progress for anything that can take long).
 * The file keeps the server's Chinese name; a failure shows 文件下载失败 or the server's message (spec §8).
 */
export function ExportExcelButton({ url, params, selections = [], text = EXCEL_TEXT.export }: ExportExcelButtonProps): ReactNode {
  const [loaded, setLoaded] = useState<number | null>(null);
  const run = async () => {
    setLoaded(0);
    try {
      await getExport(url, exportParams(params, selections), setLoaded);
    } finally {
      setLoaded(null);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={loaded !== null} onClick={() => void run()}>
      {loaded === null ? text : EXCEL_TEXT.exporting(loaded ? formatBytes(loaded) : '')}
    </Button>
  );
}
