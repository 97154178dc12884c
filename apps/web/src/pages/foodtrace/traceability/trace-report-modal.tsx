import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Spin } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { queryResult } from '../common/call';
import { foodtraceApi, type TraceQuery } from '../common/foodtrace-api';
import { PrintRoot, usePrint } from '../common/print';
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
  const print = usePrint();
  return (
    <Modal open={query !== null} onCancel={onClose} width={880} destroyOnHidden title={T.modalTitle} style={{ top: 24 }}
      footer={<Space><Button onClick={onClose}>{T.close}</Button><Button type="primary" icon={<PrinterOutlined />} disabled={!report.data} onClick={print}>{T.print}</Button></Space>}>
      <Alert type="info" showIcon title={T.printHint} style={{ marginBottom: 12 }} />
      {report.error && <Alert type="warning" showIcon title={(report.error as Error).message} />}
      <Spin spinning={report.isFetching}>
        <div className="tr-preview">{report.data && <ReportDocument report={report.data} />}</div>
      </Spin>
      {query !== null && report.data && <PrintRoot><ReportDocument report={report.data} /></PrintRoot>}
    </Modal>
  );
}
