import { useQuery } from '@tanstack/react-query';
import { queryResult } from '../common/call';
import { foodtraceApi, type TraceQuery } from '../common/foodtrace-api';
import { PrintPreview } from '../common/print';
import { ReportDocument } from './report-document';
import { REPORT_TEXT as T } from './report-texts';

/**
 * 批次追溯报告 from the trace workbench: the report of the lot the trace started from, previewed as a sheet of A4
 * and printed (or saved as PDF by the browser's print dialog) without the screen around it. Made afresh at each
 * opening: a report is dated, and its figures are those of that minute.
 */
export function TraceReportModal({ query, onClose }: { query: TraceQuery | null; onClose: () => void }) {
  const report = useQuery({
    queryKey: ['trace-report', query],
    enabled: query !== null,
    queryFn: () => queryResult(foodtraceApi.traceReport(query!)),
    retry: false,
    gcTime: 0,
  });
  return (
    <PrintPreview open={query !== null} onClose={onClose} width={880} title={T.modalTitle} hint={T.printHint} printText={T.print}
      content={report.data ? <ReportDocument report={report.data} /> : null} loading={report.isFetching} error={report.error}
      previewClassName="tr-preview" />
  );
}
